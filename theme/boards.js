// The game boards (crates/boards): this script only draws positions and
// forwards clicks. Every rule, every legal-move test and every computer move
// is answered by the book's own Rust, compiled to WebAssembly and inlined as
// base64 in boards/wasm.js (loaded as a script, so the page works from disk).
(function () {
  'use strict';
  const boards = document.querySelectorAll('.gb-board');
  if (boards.length === 0) return;

  // The page's language picks the boards' words: the English edition's pages
  // have <html lang="en">, the Chinese ones lang="zh-CN".
  const EN = /^en\b/i.test(document.documentElement.lang || '');
  const tr = (zh, en) => (EN ? en : zh);

  const GAME = { nim: 0, staircase: 1, subtraction: 2, wythoff: 3, ruler: 4, hackenbush: 5, bluered: 6 };
  const LIMITS = {
    nim: { piles: 8, size: 30 },
    staircase: { piles: 8, size: 40 },
    subtraction: { piles: 6, size: 60 },
    wythoff: { piles: 2, size: 15 },
    ruler: { piles: 16, size: 1 },
    hackenbush: { piles: 12 },
    bluered: { piles: 10 },
  };
  /** Tree games: the engine's game number for the reader's side (Blue–Red: 6 the reader Blue, 7 Red). */
  const TREE = { hackenbush: true, bluered: true };
  // Every word the boards show, in Chinese and in English.
  const TEXT = EN ? {
    nim: { pile: i => `pile ${i + 1}`, move: (i, j) => `leave ${j} in pile ${i + 1}`, show: 'Show binary and XOR' },
    staircase: { pile: i => `step ${i + 1}`, move: (i, j) => `leave ${j} on step ${i + 1}, the rest down to ${i === 0 ? 'the ground' : `step ${i}`}`, show: 'Show the XOR of the odd steps' },
    subtraction: { pile: i => `pile ${i + 1}`, move: (i, j) => `leave ${j} in pile ${i + 1}`, show: 'Show each pile’s SG value and the XOR' },
    wythoff: { pile: i => `x = ${i}`, move: (x, y) => `queen to (${x}, ${y})`, show: 'Show the P-positions' },
    ruler: { pile: i => `coin ${i + 1}`, move: (x, l) => (l === x ? `turn coin ${x + 1}` : `turn coins ${l + 1} to ${x + 1}`), show: 'Show each head’s SG value' },
    hackenbush: { pile: i => `edge ${i + 1}`, move: i => `cut the edge below vertex ${i + 1}`, show: 'Show each vertex’s value (colon principle)' },
    bluered: { pile: i => `edge ${i + 1}`, move: i => `cut the edge below vertex ${i + 1}`, show: 'Show the values' },
  } : {
    nim: { pile: i => `第 ${i + 1} 堆`, move: (i, j) => `第 ${i + 1} 堆留下 ${j} 颗`, show: '显示二进制与异或' },
    staircase: { pile: i => `第 ${i + 1} 级`, move: (i, j) => `第 ${i + 1} 级留下 ${j} 枚，其余移到${i === 0 ? '地面' : `第 ${i} 级`}`, show: '显示奇数级的异或' },
    subtraction: { pile: i => `第 ${i + 1} 堆`, move: (i, j) => `第 ${i + 1} 堆留下 ${j} 颗`, show: '显示每堆的 SG 值与异或' },
    wythoff: { pile: i => `x = ${i}`, move: (x, y) => `皇后走到 (${x}, ${y})`, show: '显示必败态（P）' },
    ruler: { pile: i => `第 ${i + 1} 枚`, move: (x, l) => (l === x ? `翻第 ${x + 1} 枚` : `翻第 ${l + 1} 到第 ${x + 1} 枚`), show: '显示每个正面的 SG 值' },
    hackenbush: { pile: i => `第 ${i + 1} 条边`, move: i => `剪断顶点 ${i + 1} 下面的边`, show: '显示每个顶点的值（冒号原理）' },
    bluered: { pile: i => `第 ${i + 1} 条边`, move: i => `剪断顶点 ${i + 1} 下面的边`, show: '显示值' },
  };

  const HINT = EN ? {
    nim: 'Your turn: click a stone to take it and every stone to its right (Tab to choose, Enter to move).',
    staircase: 'Your turn: click a coin to move it and every coin to its right down one step (from step 1 to the ground).',
    subtraction: 'Your turn: click a lit stone to take it and every stone to its right (the number taken must be in S).',
    wythoff: 'Your turn: click a lit cell to move the queen there (left, down, or diagonally down-left).',
    ruler: 'Your turn: in the row of a head, click the button under the leftmost coin to turn: that head and every coin from there to it turn over.',
    hackenbush: 'Your turn: click the numbered button on an edge to cut it; whatever no longer reaches the ground falls.',
    bluered: 'Your turn: cut one edge of your colour (its numbered button); whatever no longer reaches the ground falls.',
  } : {
    nim: '轮到你：点一颗石子，拿走它和它右边的全部（Tab 键选、回车键走）。',
    staircase: '轮到你：点一枚硬币，把它和它右边的全部移到下一级（第 1 级的移到地面）。',
    subtraction: '轮到你：点一颗亮起的石子，拿走它和它右边的全部（拿走的数必须属于 S）。',
    wythoff: '轮到你：点一个亮起的格子，把皇后移过去（向左、向下或向左下）。',
    ruler: '轮到你：在某个正面硬币的那一行，点要翻的最左一枚下面的按钮：从它到这枚正面硬币的一段全部翻面。',
    hackenbush: '轮到你：点一条边上带编号的按钮剪断它；不再与地面相连的部分随之掉落。',
    bluered: '轮到你：剪断一条你这种颜色的边（点它带编号的按钮）；不再与地面相连的部分随之掉落。',
  };

  // How to play each board by keyboard (shown under its controls).
  const KEYS = EN ? {
    nim: 'Keyboard: Tab moves between the stones (Shift+Tab goes back); Enter or Space takes the chosen stone and every stone to its right.',
    staircase: 'Keyboard: Tab moves between the coins (Shift+Tab goes back); Enter or Space moves the chosen coin and every coin to its right down one step.',
    subtraction: 'Keyboard: Tab moves between the lit stones (Shift+Tab goes back); Enter or Space takes them.',
    wythoff: 'Keyboard: Tab enters the grid, the arrow keys move between the cells the queen can reach, Enter or Space moves her there.',
    ruler: 'Keyboard: Tab moves between the buttons (Shift+Tab goes back); Enter or Space turns the run the button names.',
    hackenbush: 'Keyboard: Tab moves between the edges’ buttons, then the vertices’ + buttons; Enter or Space cuts the edge, or draws a new edge above the vertex.',
    bluered: 'Keyboard: Tab moves between the edges’ buttons, then the vertices’ + buttons; Enter or Space cuts the edge, or draws a new edge (of the colour chosen above) on the vertex.',
  } : {
    nim: '键盘：Tab 键在石子间移动（Shift+Tab 往回），回车键或空格键拿走选中的石子和它右边的全部。',
    staircase: '键盘：Tab 键在硬币间移动（Shift+Tab 往回），回车键或空格键把选中的硬币和它右边的全部移到下一级。',
    subtraction: '键盘：Tab 键在亮起的石子间移动（Shift+Tab 往回），回车键或空格键拿走。',
    wythoff: '键盘：Tab 键进入棋盘，方向键在可走的格子间移动，回车键或空格键把皇后移过去。',
    ruler: '键盘：Tab 键在按钮间移动（Shift+Tab 往回），回车键或空格键翻按钮说的那一段。',
    hackenbush: '键盘：Tab 键先在各边的按钮间移动，再到各顶点的“+”按钮；回车键或空格键剪断那条边，或在那个顶点上画一条新边。',
    bluered: '键盘：Tab 键先在各边的按钮间移动，再到各顶点的“+”按钮；回车键或空格键剪断那条边，或在那个顶点上画一条新边（颜色按上面的选择）。',
  };
  /** How many moves the history keeps on screen. */
  const HISTORY = 8;

  let engine = null;
  /** Load boards/wasm.js once and instantiate the module it carries. */
  function loadEngine() {
    if (engine) return engine;
    engine = new Promise((resolve, reject) => {
      const s = document.createElement('script');
      const root = typeof path_to_root === 'string' ? path_to_root : '';
      s.src = root + 'boards/wasm.js';
      s.onload = () => {
        const bin = atob(window.GAMEBOOK_BOARDS_WASM || '');
        const bytes = new Uint8Array(bin.length);
        for (let k = 0; k < bin.length; k++) bytes[k] = bin.charCodeAt(k);
        WebAssembly.instantiate(bytes, {}).then(r => resolve(r.instance.exports), reject);
      };
      s.onerror = () => reject(new Error('boards/wasm.js did not load'));
      document.head.appendChild(s);
    });
    return engine;
  }

  /** The engine's calls, with positions as plain arrays. */
  function api(x) {
    const buf = () => new Uint32Array(x.memory.buffer, x.gb_buf(), 4096);
    const put = a => { const b = buf(); a.forEach((v, k) => { b[k] = v; }); };
    const get = n => Array.from(buf().slice(0, n));
    return {
      rule(set) { put(set); return x.gb_rule(set.length) === 1; },
      legal(g, pos, i, j) { put(pos); return x.gb_legal(g, pos.length, i, j) === 1; },
      click(g, pos, i, j) { put(pos); return x.gb_click(g, pos.length, i, j) === 1 ? get(pos.length) : null; },
      reply(g, pos) { put(pos); const r = x.gb_reply(g, pos.length); return [r, get(pos.length)]; },
      value(g, pos) { put(pos); return x.gb_value(g, pos.length); },
      table(len) { return x.gb_sg_table(len) === len ? get(len) : null; },
      period(max) { return x.gb_period(max) === 1 ? get(2) : null; },
      /** Every winning Nim move, as [heap, stones left] (POJ 2975's function). */
      nimMoves(pos) {
        put(pos);
        const f = get(2 * x.gb_nim_moves(pos.length));
        return f.filter((_, k) => k % 2 === 0).map((i, k) => [i, f[2 * k + 1]]);
      },
      /** The values a tree board shows (the engine's gb_tree_text), split at spaces. */
      treeText(g, pos) { put(pos); return String.fromCharCode(...get(x.gb_tree_text(g, pos.length))).split(' '); },
      nimCount(pos) { put(pos); return x.gb_nim_count(pos.length); },
      nimColumns(pos) { put(pos); return get(x.gb_nim_columns(pos.length)); },
      /** The size×size table of a ⊗ b, row-major (the nim-product listing's function). */
      nimTable(size) { return x.gb_nim_table(size) === size * size ? get(size * size) : null; },
      /**
       * a ⊗ b of two typed texts, read and multiplied by the listing's own code:
       * the product's decimal digits, or { which: 'a' | 'b', why: 'empty' | 'nan' | 'big' }.
       */
      nimProduct(a, b) {
        const ca = Array.from(a, c => c.codePointAt(0)), cb = Array.from(b, c => c.codePointAt(0));
        if (ca.length + cb.length > 4096) return { which: ca.length > 4096 ? 'a' : 'b', why: 'nan' };
        put(ca.concat(cb));
        const r = x.gb_nim_product(ca.length, cb.length);
        if (r > 0) return String.fromCharCode(...get(r));
        const code = -r;
        return { which: code < 20 ? 'a' : 'b', why: ['', 'empty', 'nan', 'big'][code % 10] };
      },
      /**
       * A typed short game through the listing ext-short-games: its lines
       * (canonical form, outcome, mean, temperature, walls) or { error }.
       */
      cgt(text) {
        const codes = Array.from(text, c => c.codePointAt(0));
        if (codes.length > 4096) return { error: 'the game has more than 1000 characters (the limit)' };
        // A character beyond ASCII (such as ‖) reaches the parser as '?', which
        // it refuses with that character's column.
        put(codes.map(c => (c < 128 ? c : 63)));
        const r = x.gb_cgt(codes.length);
        const t = String.fromCharCode(...get(Math.abs(r)));
        return r > 0 ? { lines: t.trim().split('\n') } : { error: t };
      },
    };
  }

  function numbers(text) {
    const t = text.trim();
    if (!/^\d+([\s,，]+\d+)*$/.test(t)) return null;
    return t.split(/[\s,，]+/).map(Number);
  }

  function el(tag, attrs, text) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
    if (text !== undefined) e.textContent = text;
    return e;
  }

  function setUp(root, E) {
    const name = root.dataset.game;
    let g = GAME[name];
    // The game whose computer moves are the reader's: Blue–Red with the sides swapped.
    const gYou = () => (name === 'bluered' ? 13 - g : g);
    const words = TEXT[name];
    const lim = LIMITS[name];
    root.textContent = '';
    const form = el('div', { class: 'gb-controls' });
    const posLabel = el('label', {}, name === 'wythoff' ? tr('皇后的格子 x y：', 'Queen’s cell x y: ')
      : name === 'staircase' ? tr('各级硬币数（从第 1 级起）：', 'Coins per step (from step 1): ')
      : name === 'ruler' ? tr('硬币（1 正面、0 反面，从第 1 枚起）：', 'Coins (1 heads, 0 tails, from coin 1): ')
      : name === 'hackenbush' ? tr('顶点 1, 2, … 的父顶点（0 是地面上的根）：', 'Parents of vertices 1, 2, … (0 is the root on the ground): ')
      : name === 'bluered' ? tr('每条边的父顶点与颜色（如 0B 1R；0 是地面）：', 'Each edge: parent and colour (e.g. 0B 1R; 0 is the ground): ')
      : tr('各堆石子数：', 'Pile sizes: '));
    const posIn = el('input', { class: 'gb-pos', type: 'text', size: TREE[name] ? '22' : '14', value: root.dataset.start || '' });
    posLabel.appendChild(posIn);
    form.appendChild(posLabel);
    let setIn = null;
    if (name === 'subtraction') {
      const l = el('label', {}, tr('集合 S：', 'Set S: '));
      setIn = el('input', { class: 'gb-set', type: 'text', size: '10', value: root.dataset.set || '1 3 4' });
      l.appendChild(setIn);
      form.appendChild(l);
    }
    // Blue–Red: the reader's side (class gb-set, as the test sets it) and the colour of a drawn edge.
    // A labelled drop-down on the form: [value, text] per option.
    const choice = (label, cls, options) => {
      const l = el('label', {}, label);
      const s = el('select', { class: cls });
      for (const [value, text] of options) s.appendChild(el('option', { value }, text));
      l.appendChild(s);
      form.appendChild(l);
      return s;
    };
    let sideIn = null, colourIn = null;
    if (name === 'bluered') {
      sideIn = choice(tr('你执：', 'You play: '), 'gb-set gb-side',
        [['B', tr('蓝（左方）', 'Blue (Left)')], ['R', tr('红（右方）', 'Red (Right)')]]);
    }
    const first = choice(tr('先走：', 'First: '), 'gb-first',
      [['you', tr('你', 'you')], ['computer', tr('电脑', 'computer')]]);
    const start = el('button', { class: 'gb-start', type: 'button' }, tr('开始', 'Start'));
    form.appendChild(start);
    const showLabel = el('label', {});
    const show = el('input', { class: 'gb-show', type: 'checkbox' });
    showLabel.appendChild(show);
    showLabel.appendChild(document.createTextNode(' ' + words.show));
    form.appendChild(showLabel);
    // Nim only: every winning move of the position, with the column sums behind it.
    let showMoves = null;
    if (name === 'nim') {
      const l = el('label', {});
      showMoves = el('input', { class: 'gb-show-moves', type: 'checkbox' });
      l.appendChild(showMoves);
      l.appendChild(document.createTextNode(' ' + tr('列出所有必胜走法', 'List every winning move')));
      form.appendChild(l);
    }
    if (name === 'bluered') {
      colourIn = choice(tr('新画的边：', 'New edges: '), 'gb-colour',
        [['B', tr('蓝', 'blue')], ['R', tr('红', 'red')]]);
    }
    root.appendChild(form);
    root.appendChild(el('p', { class: 'gb-keys' }, KEYS[name]));
    const status = el('p', { class: 'gb-status', role: 'status', 'aria-live': 'polite' });
    root.appendChild(status);
    // The moves so far, both sides, the last few on screen.
    const history = el('ol', { class: 'gb-history', 'aria-label': tr(`走法记录（最近 ${HISTORY} 步）`, `Moves (the last ${HISTORY})`) });
    root.appendChild(history);
    const area = el('div', { class: 'gb-area' });
    root.appendChild(area);
    const side = el('div', { class: 'gb-side' });
    root.appendChild(side);

    let pos = null;
    let set = [];

    function say(text) { status.textContent = text; }

    /** Who moved, as the history and the status line say it. */
    const WHO = { you: tr('你', 'You'), computer: tr('电脑', 'Computer') };
    /**
     * One move into the history; the page keeps the last one in data-last-move
     * and who made it (you, computer) in data-mover.
     */
    function record(who, text) {
      const li = el('li', {}, tr(`${WHO[who]}：${text}`, `${WHO[who]}: ${text}`));
      root.dataset.mover = who;
      history.appendChild(li);
      while (history.children.length > HISTORY) history.removeChild(history.firstChild);
      history.start = Number(history.dataset.count || 0) + 2 - history.children.length;
      history.dataset.count = String(Number(history.dataset.count || 0) + 1);
      root.dataset.lastMove = li.textContent;
    }

    /** The game is over; `said` (the moves just made) stays on screen before the verdict. */
    function finish(winner, said) {
      root.dataset.turn = 'over';
      root.dataset.winner = winner;
      say((said || '') + (winner === 'you' ? tr('电脑无路可走，你赢了。', 'The computer has no move: you win.')
        : tr('你无路可走，电脑赢了。', 'You have no move: the computer wins.')));
    }

    function computerMoves(said) {
      const before = pos;
      const [r, after] = E.reply(g, pos);
      if (r === 0) { finish('you', said); draw(); return; }
      pos = after;
      root.dataset.last = r === 2 ? 'winning' : 'smallest';
      const how = name === 'bluered'
        ? (r === 2 ? tr('按值走必胜的一步', 'a winning cut, by the value')
          : tr('没有必胜的一步，只剪掉最少的边', 'no winning cut, so the one that removes least'))
        : r === 2 ? tr('按定理走到必败态', 'by the theorem, to a P-position')
          : tr('身处必败态，只走最小的一步', 'in a P-position, so the smallest move');
      const text = describe(before, after);
      record('computer', text);
      const now = (said || '') + tr(`电脑（${how}）：${text}。`, `Computer (${how}): ${text}. `);
      root.dataset.turn = 'you';
      if (!anyLegal()) finish('computer', now);
      else say(now);
      draw();
    }

    function describe(a, b) {
      if (name === 'wythoff') return `(${a[0]}, ${a[1]}) → (${b[0]}, ${b[1]})`;
      if (TREE[name]) {
        const cutAt = a.findIndex((v, k) => v !== b[k]);
        const fell = a.filter((v, k) => v !== b[k]).length;
        return tr(`剪断顶点 ${cutAt + 1} 下面的边（去掉 ${fell} 条边）`, `cut the edge below vertex ${cutAt + 1} (${fell} edge${fell === 1 ? '' : 's'} gone)`);
      }
      if (name === 'ruler') {
        const turned = a.map((v, k) => (v !== b[k] ? k : -1)).filter(k => k >= 0);
        return words.move(turned[turned.length - 1], turned[0]);
      }
      return a.map((v, k) => (v !== b[k] ? tr(`${words.pile(k)} ${v} → ${b[k]}`, `${words.pile(k)}: ${v} → ${b[k]}`) : null)).filter(Boolean).join(tr('，', ', '));
    }

    function anyLegal() {
      return E.reply(gYou(), pos)[0] !== 0;
    }

    function youMove(i, j) {
      if (root.dataset.turn !== 'you') return;
      const next = E.click(g, pos, i, j);
      if (!next) return;
      const focused = root.contains(document.activeElement);
      const text = describe(pos, next);
      record('you', text);
      pos = next;
      root.dataset.turn = 'computer';
      computerMoves(tr(`你：${text}。`, `You: ${text}. `));
      // Keyboard play: keep the focus on the board after it is redrawn.
      if (focused) (area.querySelector('.gb-move:not([disabled])') || start).focus();
    }

    function moveButton(i, j, label, text) {
      const b = el('button', { class: 'gb-move', type: 'button', 'data-i': i, 'data-j': j, 'aria-label': label, title: label }, text);
      if (root.dataset.turn !== 'you' || !E.legal(g, pos, i, j)) b.disabled = true;
      b.addEventListener('click', () => youMove(i, j));
      return b;
    }

    function draw() {
      root.dataset.pos = pos ? pos.join(',') : '';
      area.textContent = '';
      side.textContent = '';
      if (!pos) return;
      if (name === 'wythoff') drawGrid(); else if (name === 'ruler') drawRuler(); else if (TREE[name]) drawTree(); else drawPiles();
      if (name === 'subtraction') drawTable();
      if (showMoves && showMoves.checked) drawMoves();
    }

    /**
     * Nim's winning moves, as the engine lists them, under the binary column
     * sums that explain them: a column with an odd count is a 1 of the Nim
     * sum s, and the winning moves are the heaps a with a ⊕ s < a.
     */
    function drawMoves() {
      const moves = E.nimMoves(pos);
      const count = E.nimCount(pos);
      const cols = E.nimColumns(pos);
      const s = E.value(g, pos);
      const panel = el('div', {
        class: 'gb-moves', 'data-count': count, 'data-value': s,
        'data-moves': moves.map(([i, v]) => `${i}:${v}`).join(','), 'data-columns': cols.join(','),
      });
      const bits = cols.length;
      if (bits > 0) {
        const t = el('table', { class: 'gb-cols' });
        const head = el('tr');
        head.appendChild(el('th', {}, ''));
        for (let k = bits - 1; k >= 0; k--) head.appendChild(el('th', { scope: 'col' }, `2^${k}`));
        t.appendChild(head);
        pos.forEach((h, i) => {
          const r = el('tr');
          r.appendChild(el('th', { scope: 'row' }, tr(`${words.pile(i)}（${h}）`, `${words.pile(i)} (${h})`)));
          const digits = h.toString(2).padStart(bits, '0');
          for (const d of digits) r.appendChild(el('td', {}, d));
          t.appendChild(r);
        });
        const sums = el('tr', { class: 'gb-colsum' });
        sums.appendChild(el('th', { scope: 'row' }, tr('这一位为 1 的堆数', 'piles with this bit')));
        for (let k = bits - 1; k >= 0; k--) sums.appendChild(el('td', { 'data-bit': k, 'data-count': cols[k] }, String(cols[k])));
        t.appendChild(sums);
        const xr = el('tr', { class: 'gb-colxor' });
        xr.appendChild(el('th', { scope: 'row' }, tr('异或 s（奇数为 1）', 'XOR s (odd gives 1)')));
        const sb = s.toString(2).padStart(bits, '0');
        for (const d of sb) {
          const c = el('td', {}, d);
          if (d === '1') c.classList.add('gb-one');
          xr.appendChild(c);
        }
        t.appendChild(xr);
        const wrap = el('div', { class: 'gb-table-wrap' });
        wrap.appendChild(t);
        panel.appendChild(wrap);
      }
      if (s === 0) {
        panel.appendChild(el('p', {}, tr(
          `s = 0：每一列的 1 都是偶数个，这是必败态（P），没有必胜走法（POJ 2975 的 winning_moves 数得 ${count} 种）。`,
          `s = 0: every column has an even number of 1s, so this is a P-position with no winning move (POJ 2975’s winning_moves counts ${count}).`)));
      } else {
        panel.appendChild(el('p', {}, tr(
          `s = ${s}（二进制 ${s.toString(2)}）。把一堆 a 拿成 a ⊕ s 颗就让 Nim 和变成 0，这一步合法当且仅当 a ⊕ s < a，即 a 在 s 的最高位上是 1。POJ 2975 的 winning_moves 数得 ${count} 种必胜走法：`,
          `s = ${s} (binary ${s.toString(2)}). Taking a pile a down to a ⊕ s stones makes the nim sum 0; that is a legal move exactly when a ⊕ s < a, i.e. a has a 1 at s’s top bit. POJ 2975’s winning_moves counts ${count} winning move${count === 1 ? '' : 's'}:`)));
        const ol = el('ol', { class: 'gb-win-moves' });
        for (const [i, v] of moves) {
          ol.appendChild(el('li', { 'data-i': i, 'data-j': v }, tr(
            `${words.pile(i)}：${pos[i]} → ${v}（${pos[i].toString(2)} ⊕ ${s.toString(2)} = ${v.toString(2)}，拿走 ${pos[i] - v} 颗）`,
            `${words.pile(i)}: ${pos[i]} → ${v} (${pos[i].toString(2)} ⊕ ${s.toString(2)} = ${v.toString(2)}, take ${pos[i] - v})`)));
        }
        panel.appendChild(ol);
      }
      side.appendChild(panel);
    }

    function drawPiles() {
      const sg = name === 'subtraction' ? E.table(Math.max(...pos) + 1) : null;
      // The staircase is drawn as stairs: the top step first, step 1 above the ground.
      const order = pos.map((_, i) => i);
      if (name === 'staircase') order.reverse();
      order.forEach(i => {
        const h = pos[i];
        const row = el('div', { class: 'gb-pile' });
        if (name === 'staircase') row.style.marginLeft = `${1.2 * i}em`;
        row.appendChild(el('span', { class: 'gb-name' }, tr(`${words.pile(i)}（${h}）`, `${words.pile(i)} (${h})`)));
        const stones = el('span', { class: 'gb-stones' });
        for (let j = 0; j < h; j++) stones.appendChild(moveButton(i, j, words.move(i, j), ''));
        row.appendChild(stones);
        if (show.checked) {
          if (name === 'nim') row.appendChild(el('code', { class: 'gb-bin' }, h.toString(2)));
          if (name === 'staircase') row.appendChild(el('code', { class: 'gb-bin' }, i % 2 === 0 ? tr(`奇数级：${h.toString(2)}`, `odd step: ${h.toString(2)}`) : tr('偶数级：不计', 'even step: not counted')));
          if (name === 'subtraction') row.appendChild(el('code', { class: 'gb-bin' }, `SG = ${sg[h]}`));
        }
        area.appendChild(row);
      });
      if (name === 'staircase') area.appendChild(el('div', { class: 'gb-ground' }, tr('地面', 'ground')));
      if (show.checked) {
        const v = E.value(g, pos);
        const what = name === 'subtraction' ? tr('各堆 SG 值的异或', 'XOR of the piles’ SG values')
          : name === 'staircase' ? tr('奇数级的异或', 'XOR of the odd steps') : tr('异或（Nim 和）', 'XOR (nim sum)');
        area.appendChild(el('p', { class: 'gb-xor', 'data-value': v }, tr(
          `${what} = ${v.toString(2)}（二进制）= ${v}：${v === 0 ? '必败态（P），轮到谁走谁输' : '必胜态（N），轮到谁走谁赢'}`,
          `${what} = ${v.toString(2)} (binary) = ${v}: ${v === 0 ? 'a P-position, the player to move loses' : 'an N-position, the player to move wins'}`)));
      }
    }

    /**
     * The Ruler strip: the coins in a row, then one row of buttons under each
     * head; the button under coin l turns coins l..x (x the head) and carries
     * l's number (a phone has no hover to show its title). One grid holds
     * every row, so a button sits under its coin: a name column, then one
     * column a coin (on a phone the names take a line of their own).
     */
    function drawRuler() {
      const strip = el('div', { class: 'gb-ruler', style: `--gb-n: ${pos.length}` });
      const name = text => strip.appendChild(el('span', { class: 'gb-name' }, text));
      name(tr('硬币', 'coins'));
      pos.forEach((c, k) => {
        const face = c === 1 ? tr('正面', 'heads') : tr('反面', 'tails');
        strip.appendChild(el('span', { class: `gb-coin ${c === 1 ? 'gb-heads' : 'gb-tails'}`, role: 'img', 'aria-label': tr(`${words.pile(k)}：${face}`, `${words.pile(k)}: ${face}`), title: face }, String(k + 1)));
      });
      if (show.checked) {
        name('SG');
        pos.forEach((c, k) => {
          const one = pos.map((_, m) => (m === k ? 1 : 0));
          strip.appendChild(c === 1 ? el('code', { class: 'gb-bin gb-coinval', 'data-k': k }, String(E.value(g, one))) : el('span', { class: 'gb-coinval' }, ''));
        });
      }
      pos.forEach((c, x) => {
        if (c !== 1) return;
        name(tr(`翻到第 ${x + 1} 枚`, `up to coin ${x + 1}`));
        for (let l = 0; l <= x; l++) strip.appendChild(moveButton(x, l, words.move(x, l), String(l + 1)));
      });
      area.appendChild(strip);
      if (show.checked) {
        const v = E.value(g, pos);
        area.appendChild(el('p', { class: 'gb-xor', 'data-value': v }, tr(
          `各正面 SG 值的异或 = ${v.toString(2)}（二进制）= ${v}：${v === 0 ? '必败态（P），轮到谁走谁输' : '必胜态（N），轮到谁走谁赢'}`,
          `XOR of the heads’ SG values = ${v.toString(2)} (binary) = ${v}: ${v === 0 ? 'a P-position, the player to move loses' : 'an N-position, the player to move wins'}`)));
      }
    }

    /**
     * A tree game: the tree drawn in SVG growing up from the ground, a
     * numbered button on each standing edge (cut it) and a + button on each
     * standing vertex (draw a new edge on it: the typed list grows by one and
     * the game starts again). The values shown come from the engine.
     */
    function drawTree() {
      const n = pos.length;
      const blueRed = name === 'bluered';
      const parent = v => (blueRed ? pos[v - 1] >> 1 : pos[v - 1]);
      const up = v => v === 0 || parent(v) < v;
      const kids = Array.from({ length: n + 1 }, () => []);
      for (let v = 1; v <= n; v++) if (up(v)) kids[parent(v)].push(v);
      // Leaves take one column each, a vertex sits over the middle of its children.
      const x = [], y = [];
      let col = 0, top = 0;
      const place = (v, d) => {
        y[v] = d; top = Math.max(top, d);
        if (kids[v].length === 0) { x[v] = col++; return; }
        kids[v].forEach(c => place(c, d + 1));
        x[v] = (x[kids[v][0]] + x[kids[v][kids[v].length - 1]]) / 2;
      };
      place(0, 0);
      const W = Math.max(col, 2), H = top + 1;
      const px = v => ((x[v] + 0.5) / W) * 100, py = v => (1 - (y[v] + 0.5) / (H + 0.2)) * 100;
      const box = el('div', { class: 'gb-tree', style: `width: ${W * 4.5}em; height: ${(H + 0.2) * 4.2}em` });
      const NS = 'http://www.w3.org/2000/svg';
      const svg = document.createElementNS(NS, 'svg');
      svg.setAttribute('viewBox', '0 0 100 100');
      svg.setAttribute('preserveAspectRatio', 'none');
      svg.setAttribute('aria-hidden', 'true');
      const line = (x1, y1, x2, y2, cls) => {
        const l = document.createElementNS(NS, 'line');
        [['x1', x1], ['y1', y1], ['x2', x2], ['y2', y2]].forEach(([k, v]) => l.setAttribute(k, v));
        l.setAttribute('class', cls);
        l.setAttribute('vector-effect', 'non-scaling-stroke');
        svg.appendChild(l);
      };
      line(0, py(0), 100, py(0), 'gb-groundline');
      const text = show.checked ? E.treeText(g, pos) : null;
      const edges = [], verts = [];
      for (let v = 1; v <= n; v++) {
        if (!up(v)) continue;
        const blue = blueRed && (pos[v - 1] & 1) === 1;
        const colour = !blueRed ? 'gb-green' : blue ? 'gb-blue' : 'gb-red';
        line(px(parent(v)), py(parent(v)), px(v), py(v), `gb-edge ${colour}`);
        const b = moveButton(v - 1, 0, words.move(v - 1) + (blueRed ? tr(blue ? '（蓝）' : '（红）', blue ? ' (blue)' : ' (red)') : ''), String(v));
        b.classList.add('gb-edgebtn', colour);
        b.style.left = `${(px(parent(v)) + px(v)) / 2}%`;
        b.style.top = `${(py(parent(v)) + py(v)) / 2}%`;
        edges.push(b);
        if (text && blueRed) {
          // Beside the edge, on the side it leans to, so two edges' labels do not meet.
          const t = el('code', { class: `gb-bin gb-eval${px(v) < px(parent(v)) ? ' gb-eval-left' : ''}`, 'data-i': v - 1 }, text[v]);
          t.style.left = `${(px(parent(v)) + px(v)) / 2}%`;
          t.style.top = `${(py(parent(v)) + py(v)) / 2}%`;
          edges.push(t);
        }
      }
      for (let v = 0; v <= n; v++) {
        if (!up(v)) continue;
        const a = el('button', { class: 'gb-vertex', type: 'button', 'data-v': v, 'aria-label': tr(`在顶点 ${v} 上画一条新边`, `draw a new edge on vertex ${v}`), title: tr(`顶点 ${v}：点击在它上面画一条新边`, `vertex ${v}: click to draw a new edge on it`) }, '+');
        a.style.left = `${px(v)}%`;
        a.style.top = `${py(v)}%`;
        a.addEventListener('click', () => grow(v));
        verts.push(a);
        if (text && !blueRed) {
          const t = el('code', { class: 'gb-bin gb-vval', 'data-v': v }, text[v]);
          t.style.left = `${px(v)}%`;
          t.style.top = `${py(v)}%`;
          verts.push(t);
        }
      }
      box.appendChild(svg);
      // The edges' buttons first, so Tab reaches a move before the + buttons.
      edges.concat(verts).forEach(e => box.appendChild(e));
      area.appendChild(box);
      if (text) {
        const v = text[0];
        const say1 = blueRed
          ? tr(`整棵树的值 = ${v}：${v === '0' ? '为 0，后走的一方赢' : v[0] === '-' ? '小于 0，红方（右）无论谁先走都赢' : '大于 0，蓝方（左）无论谁先走都赢'}。每条边旁是它连同上面部分单独立在地上时的值（边规则）。`,
            `Value of the tree = ${v}: ${v === '0' ? 'zero, the second player wins' : v[0] === '-' ? 'negative, Red (Right) wins whoever starts' : 'positive, Blue (Left) wins whoever starts'}. Beside each edge: the value of that edge with all above it, standing alone (the edge rule).`)
          : tr(`每个顶点旁是挂在它上面的子树的值：子树值 = 各孩子（子树值 + 1）的异或。根的值 = ${v}：${v === '0' ? '必败态（P），轮到谁走谁输' : '必胜态（N），轮到谁走谁赢'}。`,
            `Beside each vertex: the value of the subtree hanging from it, the XOR over its children of (child’s value + 1). The root’s value = ${v}: ${v === '0' ? 'a P-position, the player to move loses' : 'an N-position, the player to move wins'}.`);
        area.appendChild(el('p', { class: 'gb-xor', 'data-value': v }, say1));
      }
    }

    /** Draw a new edge on vertex v: the typed list grows by one edge and the game restarts. */
    function grow(v) {
      if (pos.length >= lim.piles) {
        say(tr(`最多 ${lim.piles} 条边。`, `At most ${lim.piles} edges.`));
        return;
      }
      posIn.value = (posIn.value.trim() + ' ' + v + (colourIn ? colourIn.value : '')).trim();
      begin();
      const b = area.querySelector(`.gb-vertex[data-v="${v}"]`);
      if (b && root.contains(document.activeElement)) b.focus();
    }

    /**
     * The tree typed in the box as the engine's position, or a message saying
     * what is wrong. Green: parents p_1 … p_n with p_v < v. Blue–Red: tokens
     * like 0B 1R (parent, colour), coded 2·parent + 1 for blue, 2·parent for red.
     */
    function readTree(text) {
      const toks = text.trim().split(/[\s,，]+/).filter(t => t !== '');
      if (toks.length === 0) return tr('请至少画一条边。', 'Draw at least one edge.');
      if (toks.length > lim.piles) return tr(`最多 ${lim.piles} 条边，你写了 ${toks.length} 条。`, `At most ${lim.piles} edges; you typed ${toks.length}.`);
      const out = [];
      for (let k = 0; k < toks.length; k++) {
        const v = k + 1;
        const m = name === 'bluered' ? /^(\d+)([BbRr])$/.exec(toks[k]) : /^(\d+)$/.exec(toks[k]);
        if (!m) {
          return name === 'bluered'
            ? tr(`第 ${v} 条边 “${toks[k]}” 应是父顶点加颜色，如 0B 或 2R。`, `Edge ${v}, "${toks[k]}", should be a parent and a colour, like 0B or 2R.`)
            : tr(`顶点 ${v} 的父顶点 “${toks[k]}” 不是非负整数。`, `The parent of vertex ${v}, "${toks[k]}", is not a non-negative integer.`);
        }
        const p = Number(m[1]);
        if (p >= v) return tr(`顶点 ${v} 的父顶点是 ${p}，但父顶点必须小于 ${v}（0 到 ${v - 1}）。`, `Vertex ${v} has parent ${p}, but a parent must be below ${v} (0 to ${v - 1}).`);
        out.push(name === 'bluered' ? 2 * p + (/[Bb]/.test(m[2]) ? 1 : 0) : p);
      }
      return out;
    }

    function drawGrid() {
      const n = lim.size;
      const grid = el('div', { class: 'gb-grid', role: 'grid' });
      for (let y = n; y >= 0; y--) {
        const row = el('div', { class: 'gb-row', role: 'row' });
        row.appendChild(el('span', { class: 'gb-axis' }, String(y)));
        for (let x = 0; x <= n; x++) {
          let cell;
          if (x === pos[0] && y === pos[1]) {
            cell = el('span', { class: 'gb-cell gb-queen', role: 'gridcell', 'aria-label': tr(`皇后在 (${x}, ${y})`, `the queen at (${x}, ${y})`) }, '♛');
          } else if (x <= pos[0] && y <= pos[1] && E.legal(g, pos, x, y)) {
            cell = moveButton(x, y, words.move(x, y), '');
            cell.classList.add('gb-cell');
          } else {
            cell = el('span', { class: 'gb-cell', role: 'gridcell' });
          }
          if (show.checked && E.value(g, [x, y]) === 0) {
            cell.classList.add('gb-p');
            if (!cell.classList.contains('gb-queen')) cell.textContent = 'P';
            if (cell.tagName === 'BUTTON') cell.setAttribute('aria-label', words.move(x, y) + tr('（必败态）', ' (a P-position)'));
          }
          row.appendChild(cell);
        }
        grid.appendChild(row);
      }
      const axis = el('div', { class: 'gb-row' });
      axis.appendChild(el('span', { class: 'gb-axis' }, ''));
      for (let x = 0; x <= n; x++) axis.appendChild(el('span', { class: 'gb-axis' }, String(x)));
      grid.appendChild(axis);
      area.appendChild(grid);
      // One tab stop for the whole grid; the arrow keys move between its moves.
      const moves = [...grid.querySelectorAll('.gb-move:not([disabled])')];
      moves.forEach((b, k) => b.setAttribute('tabindex', k === 0 ? '0' : '-1'));
    }

    /** The arrow keys on the grid: to the nearest enabled move in that direction. */
    function arrow(e) {
      const dir = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] }[e.key];
      const cur = document.activeElement;
      if (!dir || name !== 'wythoff' || !cur || !cur.classList.contains('gb-move')) return;
      e.preventDefault();
      const x = Number(cur.dataset.i), y = Number(cur.dataset.j);
      let best = null, bestScore = Infinity;
      for (const b of area.querySelectorAll('.gb-move:not([disabled])')) {
        const dx = Number(b.dataset.i) - x, dy = Number(b.dataset.j) - y;
        const along = dx * dir[0] + dy * dir[1];
        if (along <= 0) continue;
        const across = Math.abs(dir[0] ? dy : dx);
        const score = along + 4 * across;
        if (score < bestScore) { bestScore = score; best = b; }
      }
      if (best) {
        cur.setAttribute('tabindex', '-1');
        best.setAttribute('tabindex', '0');
        best.focus();
      }
    }
    area.addEventListener('keydown', arrow);

    let period = null;
    function drawTable() {
      const p = period;
      const m = Math.max(...set);
      const len = Math.min(120, Math.max(40, Math.max(...pos) + 1, p ? p[0] + 2 * p[1] + m : 0));
      const sg = E.table(len);
      // Twenty columns a row pair (ten on a phone), so the whole table shows without scrolling.
      const per = window.matchMedia('(max-width: 480px)').matches ? 10 : 20;
      const t = el('table', { class: 'gb-sg' });
      for (let from = 0; from < len; from += per) {
        const r1 = el('tr'); r1.appendChild(el('th', {}, 'x'));
        const r2 = el('tr'); r2.appendChild(el('th', {}, 'SG(x)'));
        for (let x = from; x < Math.min(len, from + per); x++) {
          r1.appendChild(el('td', { class: 'gb-x' }, String(x)));
          const c = el('td', { 'data-x': x, 'data-sg': sg[x] }, String(sg[x]));
          if (p && x >= p[0] && ((x - p[0]) / p[1] | 0) % 2 === 1) c.classList.add('gb-odd');
          if (p && x < p[0]) c.classList.add('gb-pre');
          r2.appendChild(c);
        }
        t.appendChild(r1); t.appendChild(r2);
      }
      side.appendChild(el('p', { class: 'gb-period', 'data-preperiod': p ? p[0] : '', 'data-period': p ? p[1] : '' },
        p ? tr(`S = {${set.join(', ')}}：SG(x + ${p[1]}) = SG(x) 对一切 x ≥ ${p[0]} 成立（预周期 ${p[0]}，周期 ${p[1]}，由停止规则证明）。下表 ${len} 项：预周期内的值斜体，其后周期的各段交替着色。`,
          `S = {${set.join(', ')}}: SG(x + ${p[1]}) = SG(x) for every x ≥ ${p[0]} (preperiod ${p[0]}, period ${p[1]}, proved by the stopping rule). The table shows ${len} values: those in the preperiod in italics, the periods after it shaded in turn.`)
          : tr(`S = {${set.join(', ')}}：在 10^6 项内没有找到周期。`, `S = {${set.join(', ')}}: no period found within 10^6 values.`)));
      const wrap = el('div', { class: 'gb-table-wrap' });
      wrap.appendChild(t);
      side.appendChild(wrap);
    }

    function begin() {
      if (TREE[name]) {
        const t = readTree(posIn.value);
        if (typeof t === 'string') { say(t); return; }
        if (sideIn) g = sideIn.value === 'B' ? 6 : 7;
        startGame(t);
        return;
      }
      const p = numbers(posIn.value);
      const maxPiles = lim.piles;
      if (!p || p.length === 0 || p.length > maxPiles || (name === 'wythoff' && p.length !== 2) || p.some(v => v > lim.size)) {
        say(name === 'ruler' ? tr(`请输入 1 到 ${maxPiles} 个 0 或 1（1 为正面），用空格分开。`, `Type 1 to ${maxPiles} digits 0 or 1 (1 for heads), separated by spaces.`)
          : name === 'wythoff' ? tr(`请输入两个 0 到 ${lim.size} 的整数，例如 “9 6”。`, `Type two integers from 0 to ${lim.size}, e.g. "9 6".`)
          : tr(`请输入 1 到 ${maxPiles} 个 0 到 ${lim.size} 的整数，用空格分开。`, `Type 1 to ${maxPiles} integers from 0 to ${lim.size}, separated by spaces.`));
        return;
      }
      if (name === 'subtraction') {
        const s = numbers(setIn.value);
        if (!s || s.length > 6 || s.some(v => v < 1 || v > 20) || !E.rule(s)) {
          say(tr('S 应是 1 到 6 个互不相同的 1 到 20 的整数，例如 “1 3 4”。', 'S must be 1 to 6 different integers from 1 to 20, e.g. "1 3 4".'));
          return;
        }
        set = s.slice().sort((a, b) => a - b);
        period = E.period(1000000);
      }
      if (name === 'staircase' && p.reduce((a, b) => a + b, 0) > lim.size) {
        say(tr(`硬币总数请不超过 ${lim.size}（硬币会往下堆积）。`, `Use at most ${lim.size} coins in all (the coins pile up as they move down).`));
        return;
      }
      startGame(p);
    }

    function startGame(p) {
      pos = p;
      history.textContent = '';
      delete history.dataset.count;
      delete root.dataset.lastMove;
      delete root.dataset.mover;
      delete root.dataset.winner;
      delete root.dataset.last;
      root.dataset.turn = first.value;
      say(first.value === 'you' ? HINT[name] : tr('电脑先走。', 'The computer moves first.'));
      if (first.value === 'computer') computerMoves();
      else if (!anyLegal()) finish('computer');
      draw();
    }

    start.addEventListener('click', begin);
    show.addEventListener('change', draw);
    if (showMoves) showMoves.addEventListener('change', draw);
    posIn.addEventListener('keydown', e => { if (e.key === 'Enter') begin(); });
    if (setIn) setIn.addEventListener('keydown', e => { if (e.key === 'Enter') begin(); });
    if (sideIn) sideIn.addEventListener('change', begin);
    begin();
    root.dataset.ready = '1';
  }

  /**
   * The nim-product table (part 8): a 16×16 table of a ⊗ b coloured by value,
   * and the product of two typed numbers below 2^64. Every product and every
   * verdict on a typed number comes from the listing
   * library-checker-nim-product-64 compiled into the engine.
   */
  function setUpProduct(root, E) {
    const SIZE = 16;
    root.textContent = '';
    const start = (root.dataset.start || '4294967296 4294967296').trim().split(/\s+/);
    const form = el('div', { class: 'gb-controls' });
    const field = (cls, v) => {
      const l = el('label', {}, `${cls === 'gb-a' ? 'a' : 'b'} = `);
      const i = el('input', { class: cls, type: 'text', inputmode: 'numeric', size: '21', value: v || '', spellcheck: 'false' });
      l.appendChild(i);
      form.appendChild(l);
      return i;
    };
    const aIn = field('gb-a', start[0]);
    const bIn = field('gb-b', start[1]);
    const calc = el('button', { class: 'gb-calc', type: 'button' }, tr('计算 a ⊗ b', 'Compute a ⊗ b'));
    form.appendChild(calc);
    root.appendChild(form);
    root.appendChild(el('p', { class: 'gb-keys' }, tr(
      '键盘：Tab 键在两个输入框和“计算”按钮间移动，在输入框里按回车键即可计算；Tab 键也能进入下面的表格，用方向键滚动它。',
      'Keyboard: Tab moves between the two boxes and the Compute button; Enter in a box computes. Tab also reaches the table below, which the arrow keys scroll.')));
    const out = el('p', { class: 'gb-product gb-status', role: 'status', 'aria-live': 'polite' });
    root.appendChild(out);

    const WHY = {
      empty: w => tr(`${w} 是空的：请输入一个小于 2^64 的非负整数。`, `${w} is empty: type a non-negative integer below 2^64.`),
      nan: w => tr(`${w} 不是非负整数：只能写十进制数字 0–9（前后可以有空格）。`, `${w} is not a non-negative integer: use the decimal digits 0–9 only (spaces around them are fine).`),
      big: w => tr(`${w} 不小于 2^64 = 18446744073709551616：请输入更小的数。`, `${w} is 2^64 = 18446744073709551616 or more: type a smaller number.`),
    };
    function compute() {
      const r = E.nimProduct(aIn.value, bIn.value);
      if (typeof r === 'string') {
        delete out.dataset.error;
        out.dataset.product = r;
        out.textContent = `${aIn.value.trim()} ⊗ ${bIn.value.trim()} = ${r}`;
      } else {
        delete out.dataset.product;
        out.dataset.error = `${r.which}:${r.why}`;
        out.textContent = WHY[r.why](r.which);
      }
    }
    calc.addEventListener('click', compute);
    for (const i of [aIn, bIn]) i.addEventListener('keydown', e => { if (e.key === 'Enter') compute(); });

    const t = E.nimTable(SIZE);
    const table = el('table', { class: 'gb-nimtab' });
    table.appendChild(el('caption', {}, tr(
      `a ⊗ b（a, b < ${SIZE}），按积的值着色：同色即同值。左上角 2 × 2、4 × 4 的块对 ⊗ 封闭。`,
      `a ⊗ b for a, b < ${SIZE}, coloured by value: one colour, one value. The top-left 2 × 2 and 4 × 4 blocks are closed under ⊗.`)));
    const head = el('tr');
    head.appendChild(el('th', { scope: 'col' }, '⊗'));
    for (let b = 0; b < SIZE; b++) head.appendChild(el('th', { scope: 'col' }, String(b)));
    table.appendChild(head);
    for (let a = 0; a < SIZE; a++) {
      const r = el('tr');
      r.appendChild(el('th', { scope: 'row' }, String(a)));
      for (let b = 0; b < SIZE; b++) {
        const v = t[a * SIZE + b];
        r.appendChild(el('td', { class: `gb-v${v}`, 'data-a': a, 'data-b': b, 'data-v': v, title: `${a} ⊗ ${b} = ${v}` }, String(v)));
      }
      table.appendChild(r);
    }
    // Its own scroll box, reachable by Tab so the keyboard can scroll it.
    const wrap = el('div', { class: 'gb-table-wrap gb-nimwrap', tabindex: '0', role: 'region', 'aria-label': tr('Nim 积表', 'nim-product table') });
    wrap.appendChild(table);
    root.appendChild(wrap);
    compute();
    root.dataset.ready = '1';
  }

  /** A dyadic text `p/q` or `p` as a number. */
  function dyadic(t) {
    const [p, q] = t.split('/');
    return Number(p) / (q === undefined ? 1 : Number(q));
  }

  /** A value as the chapter writes it: a real minus sign. */
  function shown(t) {
    return t.replace(/-/g, '−');
  }

  /**
   * The thermograph of `walls` (the engine's `walls:` line: temperature,
   * mean, then each wall's `t,value` breakpoints up to the temperature) as
   * SVG: value across, positive to the left; t up; the mast above.
   */
  function thermograph(walls) {
    const [head, left, right] = walls.split(';').map(x => x.trim());
    const [tempT, meanT] = head.split(/\s+/);
    const pts = w => w.split(/\s+/).filter(Boolean).map(p => p.split(',').map(dyadic));
    const L = pts(left), R = pts(right);
    const temp = Math.max(dyadic(tempT), 0), mean = dyadic(meanT);
    const top = Math.max(temp * 1.4, 1);
    const vals = L.concat(R).map(p => p[1]).concat([mean]);
    let hi = Math.max(...vals), lo = Math.min(...vals);
    const pad = Math.max((hi - lo) * 0.1, 0.5);
    hi += pad; lo -= pad;
    const W = 320, H = 200, m = 28;
    const X = v => m + (hi - v) / (hi - lo) * (W - 2 * m);
    const Y = t => H - m - t / top * (H - 2 * m);
    const NS = 'http://www.w3.org/2000/svg';
    const svg = document.createElementNS(NS, 'svg');
    svg.setAttribute('viewBox', `0 0 ${W} ${H}`);
    svg.setAttribute('class', 'gb-thermo');
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', tr(`热图：平均值 ${shown(meanT)}，温度 ${shown(tempT)}`, `Thermograph: mean ${shown(meanT)}, temperature ${shown(tempT)}`));
    const add = (tag, attrs, text) => {
      const e = document.createElementNS(NS, tag);
      for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
      if (text !== undefined) e.textContent = text;
      svg.appendChild(e);
      return e;
    };
    add('rect', { x: 0, y: 0, width: W, height: H, fill: 'white' });
    add('line', { x1: m, y1: Y(0), x2: W - m, y2: Y(0), stroke: '#555' });
    const path = (ps, colour, cls) => add('path', {
      class: cls, fill: 'none', stroke: colour, 'stroke-width': 3,
      d: ps.map((p, k) => `${k ? 'L' : 'M'}${X(p[1]).toFixed(2)},${Y(p[0]).toFixed(2)}`).join(' ') || `M${X(mean)},${Y(0)}`,
    });
    path(L, '#1f5fbf', 'gb-left-wall');
    path(R, '#c03030', 'gb-right-wall');
    add('line', { class: 'gb-mast', x1: X(mean), y1: Y(temp), x2: X(mean), y2: Y(top), stroke: '#333', 'stroke-width': 3 });
    add('text', { x: X(mean), y: Y(0) + 16, 'text-anchor': 'middle', 'font-size': 12, fill: '#111' }, shown(meanT));
    add('text', { x: m, y: 14, 'font-size': 12, fill: '#111' }, `t = ${shown(tempT)}`);
    return svg;
  }

  /**
   * The game calculator of the hot-games chapter: a text box for a game in
   * the chapter's notation; its canonical form, outcome, mean, temperature
   * and thermograph all come from the listing ext-short-games compiled into
   * the engine, with a budget of comparisons that stops a game too large
   * for the page with a message instead of freezing it.
   */
  function setUpCgt(root, E) {
    root.textContent = '';
    const form = el('div', { class: 'gb-controls' });
    const label = el('label', {}, tr('游戏：', 'Game: '));
    const input = el('input', { class: 'gb-game', type: 'text', size: '28', value: root.dataset.start || '{4||-4|-10}', spellcheck: 'false', autocapitalize: 'off', autocomplete: 'off' });
    label.appendChild(input);
    form.appendChild(label);
    const calc = el('button', { class: 'gb-calc', type: 'button' }, tr('计算', 'Evaluate'));
    form.appendChild(calc);
    root.appendChild(form);
    root.appendChild(el('p', { class: 'gb-keys' }, tr(
      '写法同本章题意：3/4、*、*2、^、v、{4||-4|-10}，和用 +。在输入框里按回车键或点“计算”。',
      'The notation of this chapter’s Problem: 3/4, *, *2, ^, v, {4||-4|-10}, sums with +. Press Enter in the box or click Evaluate.')));
    const out = el('pre', { class: 'gb-cgt gb-status', role: 'status', 'aria-live': 'polite' });
    root.appendChild(out);
    const pic = el('div', { class: 'gb-thermo-wrap' });
    root.appendChild(pic);
    const OUTCOME = {
      L: tr('左方无论先后都赢', 'Left wins whether first or second'),
      R: tr('右方无论先后都赢', 'Right wins whether first or second'),
      N: tr('先走的人赢', 'the player to move wins'),
      P: tr('后走的人赢', 'the player not to move wins'),
    };
    function compute() {
      const started = performance.now();
      const r = E.cgt(input.value);
      const ms = performance.now() - started;
      pic.textContent = '';
      if (r.error) {
        for (const k of ['canonical', 'outcome', 'mean', 'temperature']) delete out.dataset[k];
        const budget = /comparisons \(the limit\)|forms \(the limit\)/.test(r.error);
        out.dataset.error = r.error;
        out.textContent = budget
          ? tr(`超出本页的计算预算（${r.error}）：这个和的标准型太大，请在命令行用 cargo xtask cgt 计算。`,
            `Over this page’s time budget (${r.error}): the sum’s canonical form is too large; use cargo xtask cgt on the command line.`)
          : tr(`输入有误：${r.error}`, `Bad input: ${r.error}`);
        return;
      }
      delete out.dataset.error;
      const [form, outcome, mean, temp, walls] = r.lines;
      const value = l => l.slice(l.indexOf(':') + 2);
      out.dataset.canonical = value(form);
      out.dataset.outcome = value(outcome);
      out.dataset.mean = value(mean);
      out.dataset.temperature = value(temp);
      const said = OUTCOME[value(outcome)];
      out.textContent = [form, tr(`${outcome}（${said}）`, `${outcome} (${said})`), mean, temp].join('\n')
        + tr(`\n（${ms.toFixed(0)} 毫秒）`, `\n(${ms.toFixed(0)} ms)`);
      pic.appendChild(thermograph(value(walls)));
    }
    calc.addEventListener('click', compute);
    input.addEventListener('keydown', e => { if (e.key === 'Enter') compute(); });
    compute();
    root.dataset.ready = '1';
  }

  /**
   * The boards draw once the engine has loaded, often after the browser has
   * jumped to the section the address names (#…): a board above it would push
   * it down by the board's height. Before drawing, note what the reader looks
   * at (that section if it is in the window, else the first element of the
   * text still on screen once the page is scrolled); the returned function
   * scrolls it back to the same place.
   */
  function steady() {
    const named = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    const inView = e => { const r = e.getBoundingClientRect(); return r.bottom > 0 && r.top < window.innerHeight; };
    let e = named && inView(named) ? named : null;
    if (!e && window.scrollY > 0) {
      e = [...document.querySelectorAll('main > *')].find(x => x.getBoundingClientRect().bottom > 0) || null;
    }
    if (!e) return () => {};
    const top = e.getBoundingClientRect().top;
    return () => {
      const by = e.getBoundingClientRect().top - top;
      if (Math.abs(by) >= 1) window.scrollBy(0, by);
    };
  }

  // The arrow keys belong to a board while it has the focus (the Wythoff grid
  // moves between its cells, the nim-product table scrolls): mdBook's keydown
  // handler on the document turns ← and → into the previous and next chapter
  // whatever preventDefault says, so they stop at the board.
  boards.forEach(b => b.addEventListener('keydown', e => {
    if (e.key.startsWith('Arrow')) e.stopPropagation();
  }));

  loadEngine().then(E0 => {
    const E = api(E0);
    const back = steady();
    boards.forEach(b => {
      if (b.dataset.game === 'nimproduct') setUpProduct(b, E);
      else if (b.dataset.game === 'cgt') setUpCgt(b, E);
      else setUp(b, E);
    });
    back();
  }, err => {
    const back = steady();
    boards.forEach(b => { b.textContent = tr(`棋盘无法加载：${err.message}`, `The board could not load: ${err.message}`); });
    back();
  });
})();

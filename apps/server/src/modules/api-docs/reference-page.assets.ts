/**
 * The API reference page at /docs/api (ADR 124): a page, a style sheet and a script of our own that
 * render /openapi.json. Served as files: the Content-Security-Policy allows no inline code (ADR 107),
 * and the script builds the page with DOM calls and textContent only (no innerHTML, no eval).
 */
export const referencePageHtml = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Fairdraw API reference</title>
<link rel="stylesheet" href="/docs/api/reference.css">
<script src="/docs/api/reference.js" defer></script>
</head><body><header><h1>Fairdraw API reference</h1>
<p class="muted">Generated from the contract: <a href="/openapi.json">/openapi.json</a> (OpenAPI 3.1).</p>
<input id="filter" type="search" placeholder="Filter by path or name" aria-label="Filter by path or name">
</header><main id="reference" aria-live="polite"><p class="muted">Loading…</p></main></body></html>`;

export const referencePageCss = `body{font-family:system-ui,sans-serif;margin:0;color:#1f1f1f;background:#fafafa}
header,main{max-width:1000px;margin:0 auto;padding:12px 16px}
h1{font-size:22px;margin:8px 0} h2{font-size:18px;margin:24px 0 8px;text-transform:capitalize}
.muted{color:#555} pre.intro{white-space:pre-wrap;background:#fff;border:1px solid #ddd;padding:12px;border-radius:6px}
#filter{width:100%;box-sizing:border-box;padding:8px;font-size:15px;border:1px solid #bbb;border-radius:6px}
details.op{background:#fff;border:1px solid #ddd;border-radius:6px;margin:6px 0}
details.op>summary{cursor:pointer;padding:8px 10px;display:flex;gap:10px;align-items:baseline;flex-wrap:wrap}
.method{font-weight:700;font-size:12px;padding:2px 6px;border-radius:4px;color:#fff;background:#1668dc}
.method.get{background:#237804} .path{font-family:ui-monospace,monospace;font-weight:600}
.lock{font-size:12px;color:#874d00} .body{padding:0 12px 12px}
h3{font-size:14px;margin:12px 0 4px} ul.schema{list-style:none;margin:0;padding-left:16px;border-left:1px dotted #ccc}
ul.schema>li{margin:2px 0} .name{font-family:ui-monospace,monospace} .type{color:#0958d9;font-size:13px}
.req{color:#cf1322;font-size:12px} .note{color:#555;font-size:13px} .hidden{display:none}
`;

export const referencePageScript = `'use strict';
(function () {
  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }
  function typeText(s) {
    if (!s || typeof s !== 'object') return 'any';
    if (s.$ref) return s.$ref.split('/').pop();
    if (s.const !== undefined) return 'const ' + JSON.stringify(s.const);
    if (s.enum) return 'one of ' + s.enum.map(function (v) { return JSON.stringify(v); }).join(', ');
    var t = Array.isArray(s.type) ? s.type.join(' | ') : s.type;
    if (t === 'array') return 'array of ' + typeText(s.items);
    if (t === 'integer' || t === 'number') {
      var bounds = [];
      if (s.minimum !== undefined) bounds.push('≥ ' + s.minimum);
      if (s.maximum !== undefined) bounds.push('≤ ' + s.maximum);
      return t + (bounds.length ? ' (' + bounds.join(', ') + ')' : '');
    }
    if (t === 'string' && s.pattern) return 'string /' + s.pattern + '/';
    return t || (s.anyOf || s.oneOf ? 'one of' : 'any');
  }
  function schemaList(s, depth) {
    var list = el('ul', 'schema');
    if (!s || typeof s !== 'object' || depth > 12) return list;
    var variants = s.anyOf || s.oneOf;
    if (variants) {
      variants.forEach(function (v, i) {
        var item = el('li');
        item.appendChild(el('span', 'note', 'variant ' + (i + 1) + ': '));
        item.appendChild(el('span', 'type', typeText(v)));
        item.appendChild(schemaList(v, depth + 1));
        list.appendChild(item);
      });
      return list;
    }
    if (s.type === 'array' || (Array.isArray(s.type) && s.type.indexOf('array') >= 0)) return schemaList(s.items, depth + 1);
    var props = s.properties || {};
    var required = s.required || [];
    Object.keys(props).forEach(function (key) {
      var item = el('li');
      item.appendChild(el('span', 'name', key));
      item.appendChild(document.createTextNode(' '));
      item.appendChild(el('span', 'type', typeText(props[key])));
      if (required.indexOf(key) >= 0) item.appendChild(el('span', 'req', ' required'));
      if (props[key] && props[key].description) item.appendChild(el('div', 'note', props[key].description));
      item.appendChild(schemaList(props[key], depth + 1));
      list.appendChild(item);
    });
    return list;
  }
  function section(title, schema) {
    var box = el('div');
    box.appendChild(el('h3', '', title + ': ' + typeText(schema)));
    box.appendChild(schemaList(schema, 0));
    return box;
  }
  function operation(path, method, op) {
    var d = el('details', 'op');
    d.dataset.search = (path + ' ' + op.operationId + ' ' + op.summary).toLowerCase();
    var s = el('summary');
    s.appendChild(el('span', 'method ' + method, method.toUpperCase()));
    s.appendChild(el('span', 'path', path));
    s.appendChild(el('span', '', op.summary));
    if (op.security && op.security.length) s.appendChild(el('span', 'lock', 'TOKEN'));
    d.appendChild(s);
    var b = el('div', 'body');
    if (op.description) b.appendChild(el('p', 'note', op.description));
    var content = op.requestBody && op.requestBody.content && op.requestBody.content['application/json'];
    if (content) b.appendChild(section('Body', content.schema));
    Object.keys(op.responses || {}).forEach(function (status) {
      var r = op.responses[status];
      b.appendChild(el('p', 'note', 'HTTP ' + status + ': ' + (r.description || '')));
      var types = r.content || {};
      Object.keys(types).forEach(function (type) {
        if (status === '200') b.appendChild(section(type, types[type].schema));
      });
    });
    d.appendChild(b);
    return d;
  }
  function render(doc) {
    var main = document.getElementById('reference');
    main.textContent = '';
    main.appendChild(el('pre', 'intro', doc.info.description));
    var byTag = {};
    Object.keys(doc.paths).sort().forEach(function (path) {
      var item = doc.paths[path];
      Object.keys(item).forEach(function (method) {
        var op = item[method];
        var tag = (op.tags && op.tags[0]) || 'other';
        (byTag[tag] = byTag[tag] || []).push(operation(path, method, op));
      });
    });
    doc.tags.forEach(function (tag) {
      if (!byTag[tag.name]) return;
      var h = el('h2', '', tag.name);
      main.appendChild(h);
      main.appendChild(el('p', 'muted', tag.description));
      byTag[tag.name].forEach(function (node) { main.appendChild(node); });
    });
    main.appendChild(section('ErrorEnvelope', doc.components.schemas.ErrorEnvelope));
    document.getElementById('filter').addEventListener('input', function (event) {
      var q = event.target.value.trim().toLowerCase();
      main.querySelectorAll('details.op').forEach(function (node) {
        node.classList.toggle('hidden', q !== '' && node.dataset.search.indexOf(q) < 0);
      });
    });
  }
  document.addEventListener('DOMContentLoaded', function () {
    fetch('/openapi.json', { credentials: 'omit' })
      .then(function (response) { return response.json(); })
      .then(render)
      .catch(function (error) {
        var main = document.getElementById('reference');
        main.textContent = 'The API document could not be loaded: ' + error;
      });
  });
})();
`;

/** The sandbox gateway page's style and script, served as files (no inline code under the CSP). */
export const sandboxPageCss = `body{font-family:system-ui,sans-serif;margin:0;background:#f5f5f5;color:#222}
main{max-width:420px;margin:0 auto;padding:24px 16px}
.card{background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 4px #0001}
h1{font-size:20px;margin:0 0 4px} .muted{color:#555;font-size:13px} .error{color:#b3261e;min-height:1em}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 12px;margin:20px 0} dt{color:#555} dd{margin:0;font-weight:600;word-break:break-all}
button,a.button{display:block;width:100%;box-sizing:border-box;padding:14px;border:0;border-radius:8px;background:#1677ff;color:#fff;font-size:17px;text-align:center;text-decoration:none}
`;

/**
 * "Pay" posts with the player's session: the app keeps its access token in this origin's
 * localStorage under "token" (apps/web/src/lib/storage.ts), so the page sends it as TOKEN.
 */
export const sandboxPayScript = `'use strict';
document.addEventListener('DOMContentLoaded', function () {
  var form = document.getElementById('sandbox-pay');
  var error = document.getElementById('sandbox-pay-error');
  if (!form) return;
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var token = null;
    try { token = window.localStorage.getItem('token'); } catch (e) { token = null; }
    var headers = { 'content-type': 'application/json' };
    if (token) headers.TOKEN = token;
    fetch(form.action, { method: 'POST', headers: headers, body: '{}', credentials: 'omit' })
      .then(function (response) { return response.json(); })
      .then(function (body) {
        if (body && body.code === 0) { window.location.assign(body.data.returnUrl); return; }
        error.textContent = (body && body.msg) || 'Payment refused';
      })
      .catch(function () { error.textContent = 'Network error, try again'; });
  });
});
`;

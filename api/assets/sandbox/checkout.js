/*
 * Chalein payment sandbox: a stand-in for Razorpay's checkout.js when the server runs with PAYMENT_PROVIDER=sandbox.
 * It defines window.Razorpay with the same options, open(), on('payment.failed') and close(), so the pass pages run
 * the same code as with Razorpay. Pay and Fail ask our server's sandbox to make the payment; the server signs it with
 * the sandbox secret and sends its webhooks, so no secret is ever in this file or in the browser.
 */
(function () {
  'use strict';

  var currentScript = document.currentScript;
  // the sandbox routes sit beside this file: /api/payments/sandbox/
  var apiBase = new URL('./', currentScript && currentScript.src ? currentScript.src : window.location.origin + '/api/payments/sandbox/').href;
  var styleId = 'chalein-sandbox-checkout-style';
  var css =
    '.csc-backdrop{position:fixed;inset:0;z-index:2147483000;display:grid;place-items:center;padding:1rem;background:rgb(0 0 0/60%);font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}' +
    '.csc-dialog{width:min(100%,420px);max-height:calc(100vh - 2rem);overflow:auto;border-radius:14px;background:#fff;color:#1b1f24;box-shadow:0 10px 40px rgb(0 0 0/35%)}' +
    '.csc-head{padding:1rem 1.25rem;color:#fff;border-radius:14px 14px 0 0}' +
    '.csc-badge{display:inline-block;margin:0 0 .4rem;padding:.1rem .5rem;border-radius:999px;background:rgb(255 255 255/20%);font-size:.8rem;font-weight:600}' +
    '.csc-title{margin:0;font-size:1.25rem;line-height:1.3}' +
    '.csc-desc{margin:.25rem 0 0;font-size:.95rem}' +
    '.csc-body{padding:1rem 1.25rem 1.25rem}' +
    '.csc-amount{margin:0 0 .75rem;font-size:1.8rem;font-weight:700}' +
    '.csc-facts{margin:0 0 1rem;display:grid;grid-template-columns:auto 1fr;gap:.25rem .75rem;font-size:.9rem}' +
    '.csc-facts dt{color:#4a525c}.csc-facts dd{margin:0;overflow-wrap:anywhere}' +
    '.csc-message{min-height:1.5em;margin:0 0 .75rem;font-size:.95rem}.csc-message--error{color:#b42318}' +
    '.csc-actions{display:flex;flex-wrap:wrap;gap:.6rem}' +
    '.csc-button{flex:1 1 auto;min-height:44px;padding:.55rem 1rem;border:2px solid #1b1f24;border-radius:999px;background:#fff;color:#1b1f24;font:inherit;font-weight:600;cursor:pointer}' +
    '.csc-button--pay{color:#fff}.csc-button:disabled{opacity:.6;cursor:progress}' +
    '.csc-button:focus-visible{outline:3px solid #f4b400;outline-offset:2px}' +
    '.csc-note{margin:1rem 0 0;font-size:.8rem;color:#4a525c}';

  function ensureStyle() {
    if (document.getElementById(styleId)) return;
    var style = document.createElement('style');
    style.id = styleId;
    style.textContent = css;
    document.head.appendChild(style);
  }

  function formatAmount(paise, currency) {
    try {
      return new Intl.NumberFormat('en-IN', { style: 'currency', currency: currency, minimumFractionDigits: 2 }).format(paise / 100);
    } catch (error) {
      return currency + ' ' + (paise / 100).toFixed(2);
    }
  }

  function element(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) throw new TypeError('Razorpay must be called with new');
    if (!options || !options.key || !options.order_id || !options.amount) {
      throw new Error('The sandbox checkout needs key, amount and order_id, as Razorpay does.');
    }
    this.options = options;
    this.listeners = {};
    this.root = null;
    this.opener = null;
    this.onKeyDown = null;
  }

  Razorpay.prototype.on = function (event, callback) {
    (this.listeners[event] = this.listeners[event] || []).push(callback);
  };

  Razorpay.prototype.emit = function (event, payload) {
    (this.listeners[event] || []).forEach(function (callback) {
      callback(payload);
    });
  };

  /** Removes the dialog; `dismissed` runs modal.ondismiss as Razorpay does when the rider closes the checkout. */
  Razorpay.prototype.teardown = function (dismissed) {
    if (!this.root) return;
    document.removeEventListener('keydown', this.onKeyDown, true);
    this.root.remove();
    this.root = null;
    if (this.opener && typeof this.opener.focus === 'function' && document.contains(this.opener)) this.opener.focus();
    if (dismissed && this.options.modal && typeof this.options.modal.ondismiss === 'function') this.options.modal.ondismiss();
  };

  Razorpay.prototype.close = function () {
    this.teardown(false);
  };

  Razorpay.prototype.open = function () {
    if (this.root) return;
    ensureStyle();
    var self = this;
    var options = this.options;
    var amount = Number(options.amount);
    var currency = options.currency || 'INR';
    var color = (options.theme && options.theme.color) || '#0b6e4f';
    var prefill = options.prefill || {};
    var formatted = formatAmount(amount, currency);

    var backdrop = element('div', 'csc-backdrop');
    var dialog = element('div', 'csc-dialog');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', 'csc-title');
    dialog.setAttribute('aria-describedby', 'csc-desc');
    // focusable by script only: it holds the focus while every button is disabled, so the focus stays inside
    dialog.tabIndex = -1;

    var head = element('div', 'csc-head');
    head.style.background = color;
    head.appendChild(element('p', 'csc-badge', 'Sandbox: no money is taken'));
    var title = element('h2', 'csc-title', (options.name || 'Checkout') + ' payment sandbox');
    title.id = 'csc-title';
    head.appendChild(title);
    var desc = element('p', 'csc-desc', options.description || '');
    desc.id = 'csc-desc';
    head.appendChild(desc);

    var body = element('div', 'csc-body');
    body.appendChild(element('p', 'csc-amount', formatted));
    var facts = element('dl', 'csc-facts');
    [
      ['Order', options.order_id],
      ['Name', prefill.name],
      ['Mobile', prefill.contact],
      ['E-mail', prefill.email],
    ].forEach(function (pair) {
      if (!pair[1]) return;
      facts.appendChild(element('dt', '', pair[0]));
      facts.appendChild(element('dd', '', String(pair[1])));
    });
    body.appendChild(facts);
    var message = element('p', 'csc-message');
    message.setAttribute('role', 'status');
    message.setAttribute('aria-live', 'polite');
    body.appendChild(message);

    var actions = element('div', 'csc-actions');
    var pay = element('button', 'csc-button csc-button--pay', 'Pay');
    pay.type = 'button';
    pay.style.background = color;
    pay.style.borderColor = color;
    pay.setAttribute('aria-describedby', 'csc-amount-label');
    var fail = element('button', 'csc-button', 'Fail');
    fail.type = 'button';
    var close = element('button', 'csc-button', 'Close');
    close.type = 'button';
    actions.appendChild(pay);
    actions.appendChild(fail);
    actions.appendChild(close);
    body.appendChild(actions);
    var note = element('p', 'csc-note', 'Pay makes a signed test payment of ' + formatted + '; Fail declines it; Close leaves without paying.');
    note.id = 'csc-amount-label';
    body.appendChild(note);

    dialog.appendChild(head);
    dialog.appendChild(body);
    backdrop.appendChild(dialog);

    var buttons = [pay, fail, close];
    // While a payment is processing the rider cannot leave: the sandbox may take the payment after a dismissal, and
    // the page would then send a paying rider to /failed. Close is disabled and Escape ignored (onKeyDown) until then.
    function setBusy(busy) {
      dialog.setAttribute('aria-busy', busy ? 'true' : 'false');
      pay.disabled = busy;
      fail.disabled = busy;
      close.disabled = busy;
      if (busy) dialog.focus();
    }
    function isBusy() {
      return dialog.getAttribute('aria-busy') === 'true';
    }
    function showMessage(text, isError) {
      message.textContent = text;
      message.className = isError ? 'csc-message csc-message--error' : 'csc-message';
    }

    function submit(outcome) {
      setBusy(true);
      showMessage(outcome === 'success' ? 'Processing the payment...' : 'Declining the payment...', false);
      fetch(apiBase + 'orders/' + encodeURIComponent(options.order_id) + '/pay', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify({ key: options.key, amount: amount, currency: currency, outcome: outcome }),
      })
        .then(function (response) {
          return response.json().then(function (json) {
            return { ok: response.ok, json: json };
          });
        })
        .then(function (result) {
          var json = result.json || {};
          if (!result.ok || !json.success || !json.data) {
            setBusy(false);
            showMessage(json.message || 'The sandbox could not take this payment.', true);
            return;
          }
          if (json.data.outcome === 'success') {
            self.teardown(false);
            if (typeof options.handler === 'function') options.handler(json.data.response);
            return;
          }
          setBusy(false);
          showMessage('Payment failed: ' + json.data.error.description + ' Press Pay to try again, or Close.', true);
          self.emit('payment.failed', { error: json.data.error });
          pay.focus();
        })
        .catch(function () {
          setBusy(false);
          showMessage('The sandbox could not be reached. Please try again.', true);
        });
    }

    pay.addEventListener('click', function () {
      submit('success');
    });
    fail.addEventListener('click', function () {
      submit('failure');
    });
    close.addEventListener('click', function () {
      self.teardown(true);
    });

    // keyboard: Escape closes (as a dismissal) unless a payment is processing, Tab stays inside the dialog
    this.onKeyDown = function (event) {
      if (!self.root) return;
      if (event.key === 'Escape') {
        // stopped even while busy, so the page's own modal underneath does not close instead
        event.preventDefault();
        event.stopPropagation();
        if (!isBusy()) self.teardown(true);
        return;
      }
      if (event.key !== 'Tab') return;
      var enabled = buttons.filter(function (button) {
        return !button.disabled;
      });
      if (enabled.length === 0) {
        event.preventDefault();
        dialog.focus();
        return;
      }
      var first = enabled[0];
      var last = enabled[enabled.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      } else if (enabled.indexOf(document.activeElement) === -1) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', this.onKeyDown, true);

    this.opener = document.activeElement;
    this.root = backdrop;
    document.body.appendChild(backdrop);
    pay.focus();
  };

  window.Razorpay = Razorpay;
})();

/** Milliseconds the widget takes to "start", like a real chat loader. */
export const LIVECHAT_READY_DELAY_MS = 300;

/**
 * The live-chat loader served at /api/media/livechat.js. It stands in for a vendor's widget:
 * `window.LiveChatWidget` with init(chatId), open(), close(), isReady(), isOpen(), chatId();
 * it becomes ready after a short delay and then fires `livechat:ready` on window. Opening shows
 * a small chat panel built with plain DOM; it never contacts another host.
 */
export const livechatScript = `/* Playfront sandbox live-chat widget */
(function () {
  'use strict';
  if (window.LiveChatWidget) return;
  var READY_DELAY_MS = ${LIVECHAT_READY_DELAY_MS};
  var ready = false;
  var starting = false;
  var chatId = null;
  var panel = null;
  var log = null;

  function emit(name, detail) {
    window.dispatchEvent(new CustomEvent(name, { detail: detail }));
  }

  function line(who, text) {
    var item = document.createElement('p');
    item.setAttribute('data-from', who);
    item.style.cssText = 'margin:0 0 8px;padding:8px 10px;border-radius:10px;max-width:85%;' +
      (who === 'agent' ? 'background:#eef3f1;color:#123;' : 'background:#1f8f5f;color:#fff;margin-left:auto;');
    item.textContent = text;
    log.appendChild(item);
    log.scrollTop = log.scrollHeight;
  }

  function build() {
    panel = document.createElement('section');
    panel.id = 'pf-livechat-panel';
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-label', 'Live chat');
    panel.style.cssText = 'position:fixed;right:16px;bottom:16px;z-index:2147483000;width:300px;max-width:calc(100vw - 32px);' +
      'background:#fff;color:#123;border-radius:14px;box-shadow:0 8px 30px rgba(0,0,0,.3);font:14px/1.4 system-ui,sans-serif;overflow:hidden;';
    var head = document.createElement('header');
    head.style.cssText = 'display:flex;align-items:center;justify-content:space-between;padding:10px 12px;background:#1f8f5f;color:#fff;';
    var title = document.createElement('strong');
    title.textContent = 'Live chat';
    var close = document.createElement('button');
    close.type = 'button';
    close.setAttribute('aria-label', 'Close live chat');
    close.setAttribute('data-livechat-close', '');
    close.textContent = '\\u00d7';
    close.style.cssText = 'border:0;background:transparent;color:inherit;font-size:20px;cursor:pointer;';
    close.addEventListener('click', function () { api.close(); });
    head.appendChild(title);
    head.appendChild(close);
    log = document.createElement('div');
    log.setAttribute('aria-live', 'polite');
    log.style.cssText = 'height:220px;overflow-y:auto;padding:12px;display:flex;flex-direction:column;';
    var form = document.createElement('form');
    form.style.cssText = 'display:flex;gap:6px;padding:10px;border-top:1px solid #dde;';
    var input = document.createElement('input');
    input.name = 'message';
    input.setAttribute('aria-label', 'Message');
    input.placeholder = 'Type a message';
    input.autocomplete = 'off';
    input.style.cssText = 'flex:1;padding:6px 8px;border:1px solid #bbc;border-radius:8px;';
    var send = document.createElement('button');
    send.type = 'submit';
    send.textContent = 'Send';
    send.style.cssText = 'padding:6px 10px;border:0;border-radius:8px;background:#1f8f5f;color:#fff;cursor:pointer;';
    form.appendChild(input);
    form.appendChild(send);
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var text = input.value.trim();
      if (!text) return;
      line('player', text);
      input.value = '';
      setTimeout(function () { line('agent', 'Thanks! An agent will reply shortly.'); }, 400);
    });
    panel.addEventListener('keydown', function (event) {
      if (event.key === 'Escape') api.close();
    });
    panel.appendChild(head);
    panel.appendChild(log);
    panel.appendChild(form);
    line('agent', 'Hello! How can we help you today?');
    document.body.appendChild(panel);
  }

  var api = {
    init: function (id) {
      chatId = id == null ? null : String(id);
      if (starting || ready) return;
      starting = true;
      setTimeout(function () {
        ready = true;
        emit('livechat:ready', { chatId: chatId });
      }, READY_DELAY_MS);
    },
    isReady: function () { return ready; },
    isOpen: function () { return !!panel && !panel.hidden; },
    chatId: function () { return chatId; },
    open: function () {
      if (!ready) return false;
      if (!panel) build();
      panel.hidden = false;
      emit('livechat:open', { chatId: chatId });
      var field = panel.querySelector('input');
      if (field) field.focus();
      return true;
    },
    close: function () {
      if (!panel || panel.hidden) return;
      panel.hidden = true;
      emit('livechat:close', { chatId: chatId });
    }
  };
  window.LiveChatWidget = api;

  var script = document.currentScript;
  var auto = script && (script.getAttribute('data-chat-id') || new URL(script.src, location.href).searchParams.get('id'));
  if (auto) api.init(auto);
})();
`;

/**
 * The sandbox's stand-in for the gateway's Checkout.js: the same configure/show surface. The
 * hosted page is on the script's own origin and path, wherever the page that loads it lives.
 */
export const CHECKOUT_JS = `(function () {
  var src = document.currentScript ? document.currentScript.src : '';
  var base = src.replace(/\\/(static\\/checkout\\/)?checkout\\.min\\.js([?#].*)?$/, '');
  var sessionId = null;
  window.Checkout = {
    configure: function (options) { sessionId = options && options.session && options.session.id; },
    showPaymentPage: function () {
      if (!sessionId) throw new Error('Checkout.configure was not called with a session');
      window.location.assign(base + '/pay/' + encodeURIComponent(sessionId));
    },
    showEmbeddedPage: function () { this.showPaymentPage(); }
  };
})();
`;

import { escapeHtml } from '../../services/mail/mailer';

/** A plain page of the sandbox providers: no script, forms only (the CSP allows no inline script). */
export function sandboxPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f1f5f9;color:#0f172a;margin:0;padding:2rem}
main{max-width:28rem;margin:2rem auto;background:#fff;border-radius:1rem;padding:2rem;box-shadow:0 1px 3px #0002}
h1{font-size:1.4rem;margin-top:0}.amount{font-size:2rem;font-weight:700;margin:.5rem 0 1.5rem}
.note{color:#475569;font-size:.9rem}.row{display:flex;gap:.75rem;margin-top:1.5rem}
button{flex:1;padding:.8rem;border-radius:.6rem;border:0;font-weight:600;font-size:1rem;cursor:pointer}
.approve{background:#059669;color:#fff}.decline{background:#e2e8f0;color:#0f172a}
table{width:100%;border-collapse:collapse}td{padding:.3rem 0}td:last-child{text-align:right}
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

export function decisionButtons(approveAction: string, declineAction: string): string {
  return `<div class="row">
<form method="post" action="${escapeHtml(approveAction)}"><button class="approve" type="submit">Approve payment</button></form>
<form method="post" action="${escapeHtml(declineAction)}"><button class="decline" type="submit">Decline payment</button></form>
</div>`;
}

export function formatAmount(amount: string, currency: string): string {
  const [whole = '0', cents = '00'] = amount.split('.');
  return `${currency} ${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents.padEnd(2, '0')}`;
}

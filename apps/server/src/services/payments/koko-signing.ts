import { createSign, createVerify, generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';

/** The fields KOKO's orderCreate takes (docs/architecture.md#koko). */
export interface KokoOrderFields {
  _mId: string;
  api_key: string;
  _returnUrl: string;
  _cancelUrl: string;
  _responseUrl: string;
  _amount: string;
  _currency: string;
  _reference: string;
  _orderId: string;
  _pluginName: string;
  _pluginVersion: string;
  _description: string;
  _firstName: string;
  _lastName: string;
  _email: string;
  _mobileNo: string;
}

/** The signed string, in KOKO's order: plain concatenation, no separators. */
export function orderDataString(f: KokoOrderFields): string {
  return [
    f._mId,
    f._amount,
    f._currency,
    f._pluginName,
    f._pluginVersion,
    f._returnUrl,
    f._cancelUrl,
    f._orderId,
    f._reference,
    f._firstName,
    f._lastName,
    f._email,
    f._description,
    f.api_key,
    f._responseUrl,
  ].join('');
}

/** What KOKO signs in its response to _responseUrl. */
export function responseDataString(orderId: string, trnId: string, status: string): string {
  return `${orderId}${trnId}${status}`;
}

/** RSA PKCS#1 v1.5 over SHA-256, base64 (as KOKO's merchant integrations do). */
export function sign(data: string, privateKeyPem: string): string {
  return createSign('RSA-SHA256').update(data).sign(privateKeyPem, 'base64');
}

export function verify(data: string, signature: string, publicKeyPem: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(data).verify(publicKeyPem, signature, 'base64');
  } catch {
    return false;
  }
}

/** A key given as PEM text or as the path of a PEM file. */
export function readKey(value: string): string {
  return value.includes('-----BEGIN') ? value : fs.readFileSync(value, 'utf8');
}

export function newKeyPair(): { privateKey: string; publicKey: string } {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

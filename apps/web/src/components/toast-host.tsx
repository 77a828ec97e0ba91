import { useEffect } from 'react';
import { ToastContainer, toast } from 'react-toastify';
import { attachToaster, TOAST_OPTIONS } from '../lib/notify';

export default function ToastHost() {
  useEffect(() => attachToaster((kind, message) => toast[kind](message, TOAST_OPTIONS)), []);
  return <ToastContainer {...TOAST_OPTIONS} newestOnTop />;
}

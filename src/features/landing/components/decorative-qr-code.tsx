import { QR_SIZE, qrModules, qrPath } from '../lib/qr-pattern';

const darkModules = qrPath(qrModules());
const quietZone = 2;
const box = QR_SIZE + quietZone * 2;
const badge = 7;
const badgeAt = (QR_SIZE - badge) / 2;

/** A QR-style picture: decorative, hidden from assistive technology, and it encodes nothing. */
export function DecorativeQrCode({ className }: { className?: string }) {
  return (
    <svg
      viewBox={`${-quietZone} ${-quietZone} ${box} ${box}`}
      aria-hidden="true"
      focusable="false"
      data-testid="decorative-qr-code"
      className={className}
    >
      <rect x={-quietZone} y={-quietZone} width={box} height={box} rx={1.5} fill="#fff" />
      <path d={darkModules} fill="#0b1020" shapeRendering="crispEdges" />
      <rect x={badgeAt - 0.5} y={badgeAt - 0.5} width={badge + 1} height={badge + 1} rx={1.5} fill="#fff" />
      <rect x={badgeAt} y={badgeAt} width={badge} height={badge} rx={1.5} fill="#4f46e5" />
      {/* A four-point sparkle around the centre (12.5, 12.5). */}
      <path d="M12.5 10.3l.6 1.6 1.6.6-1.6.6-.6 1.6-.6-1.6-1.6-.6 1.6-.6z" fill="#fff" />
    </svg>
  );
}

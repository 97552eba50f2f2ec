import type { TruckLook } from '@/lib/configurator/preview';

const GROUND = 250;
const WHEEL_R = 26;
const FRONT_AXLE = 120;
/** Millimetres of wheelbase per pixel of the drawing. */
const MM_PER_PX = 11;

/** A side view of the configured truck, drawn: cab color, wheelbase, axles and the cargo body. */
export function TruckPreview({ look, label }: { look: TruckLook; label: string }) {
  const rearAxle = FRONT_AXLE + look.wheelBase / MM_PER_PX;
  const rearAxles = look.axles === 3 ? [rearAxle, rearAxle + 62] : [rearAxle];
  const frameEnd = rearAxles[rearAxles.length - 1] + 90;
  const bodyStart = 205;
  const bodyTop = look.body === 'flatbed' ? 178 : 92;
  const width = Math.max(620, frameEnd + 40);
  // Drawn with the cab on the left, shown mirrored: cab on the right, as on the family pictures.
  return (
    <svg viewBox={`0 0 ${width} 290`} role="img" aria-label={label} style={{ width: '100%', height: 'auto' }}>
      <g transform={`translate(${width} 0) scale(-1 1)`}>
        <line x1="0" y1={GROUND + WHEEL_R} x2="2000" y2={GROUND + WHEEL_R} stroke="#cbd2d9" strokeWidth="2" />
        {/* frame */}
        <rect x="60" y="205" width={frameEnd - 60} height="16" fill="#3e4c59" />
        {/* cargo body */}
        {look.body === 'box' && (
          <rect
            x={bodyStart}
            y={bodyTop}
            width={frameEnd - bodyStart}
            height={205 - bodyTop}
            fill="#f5f7fa"
            stroke="#7b8794"
            strokeWidth="3"
            rx="4"
          />
        )}
        {look.body === 'reefer' && (
          <g>
            <rect
              x={bodyStart}
              y={bodyTop}
              width={frameEnd - bodyStart}
              height={205 - bodyTop}
              fill="#ffffff"
              stroke="#7b8794"
              strokeWidth="3"
              rx="4"
            />
            <rect x={bodyStart} y={bodyTop + 40} width={frameEnd - bodyStart} height="12" fill="#2680c2" />
            <rect x={bodyStart + 4} y={bodyTop - 22} width="40" height="22" fill="#9aa5b1" />
          </g>
        )}
        {look.body === 'flatbed' && (
          <path d={`M${bodyStart} 205 V${bodyTop} H${frameEnd} V205 Z`} fill="#9aa5b1" stroke="#616e7c" strokeWidth="3" />
        )}
        {look.body === 'tipper' && (
          <path d={`M${bodyStart} 205 L${bodyStart + 10} 120 H${frameEnd} V205 Z`} fill="#e8a33c" stroke="#8d5a12" strokeWidth="3" />
        )}
        {look.crane && (
          <path
            d={`M${bodyStart - 8} 205 V110 L${bodyStart + 120} 80`}
            fill="none"
            stroke="#f0b429"
            strokeWidth="10"
            strokeLinecap="round"
          />
        )}
        {look.fifthWheel && <rect x={rearAxles[0] - 40} y="190" width="80" height="15" rx="6" fill="#52606d" />}
        {look.liftgate && <rect x={frameEnd - 6} y="150" width="10" height="70" fill="#52606d" />}
        {/* cab */}
        <path d="M40 205 V110 Q40 70 80 66 H175 Q195 66 198 90 L200 205 Z" fill={look.cabHex} stroke="#1f2933" strokeWidth="3" />
        <path d="M56 118 V100 Q58 82 84 80 H150 V118 Z" fill="#cfe8fc" stroke="#1f2933" strokeWidth="2" />
        <rect x="158" y="82" width="30" height="36" rx="3" fill="#cfe8fc" stroke="#1f2933" strokeWidth="2" />
        <rect x="34" y="175" width="22" height="16" rx="3" fill="#fff3c4" stroke="#1f2933" strokeWidth="2" />
        {/* wheels */}
        {[FRONT_AXLE, ...rearAxles].map((x, index) => (
          <g key={x}>
            {index > 0 && look.dualRear && <circle cx={x + 5} cy={GROUND} r={WHEEL_R} fill="#323f4b" />}
            <circle cx={x} cy={GROUND} r={WHEEL_R} fill="#1f2933" />
            <circle cx={x} cy={GROUND} r="10" fill="#9aa5b1" />
          </g>
        ))}
      </g>
    </svg>
  );
}

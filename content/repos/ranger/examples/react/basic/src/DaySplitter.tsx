import { useRef, useState } from 'react'
import { useRanger } from '@tanstack/react-ranger'
import { DAY_END, DAY_START, formatMinutes } from './time'

const labels = ['Morning ends', 'Lunch ends', 'Deep work ends']
const segmentColors = ['#fde68a', '#bfdbfe', '#bbf7d0', '#e5e7eb']

export function DaySplitter() {
  const trackRef = useRef<HTMLDivElement>(null)
  const [values, setValues] = useState<ReadonlyArray<number>>([12 * 60, 13 * 60, 16 * 60])

  const ranger = useRanger<HTMLDivElement>({
    getRangerElement: () => trackRef.current,
    values,
    min: DAY_START,
    max: DAY_END,
    stepSize: 15,
    ticks: [8, 10, 12, 14, 16, 18].map((h) => h * 60),
    onDrag: (instance) => setValues(instance.sortedValues),
    onChange: (instance) => setValues(instance.sortedValues),
  })

  return (
    <section>
      <div
        ref={trackRef}
        style={{ position: 'relative', height: 12, borderRadius: 6, margin: '2.5rem 0 2rem', background: '#f1f5f9' }}
      >
        {ranger.getSteps().map(({ left, width }, i) => (
          <div
            key={i}
            style={{
              position: 'absolute',
              left: `${left}%`,
              width: `${width}%`,
              height: '100%',
              background: segmentColors[i % segmentColors.length],
            }}
          />
        ))}
        {ranger.getTicks().map(({ value, key, percentage }) => (
          <small
            key={key}
            style={{ position: 'absolute', left: `${percentage}%`, top: 18, transform: 'translateX(-50%)' }}
          >
            {formatMinutes(value)}
          </small>
        ))}
        {ranger
          .handles()
          .map(({ value, isActive, onKeyDownHandler, onMouseDownHandler, onTouchStart }, i) => (
            <button
              key={i}
              type="button"
              role="slider"
              aria-label={labels[i]}
              aria-valuemin={DAY_START}
              aria-valuemax={DAY_END}
              aria-valuenow={value}
              aria-valuetext={formatMinutes(value)}
              onKeyDown={onKeyDownHandler}
              onMouseDown={onMouseDownHandler}
              onTouchStart={onTouchStart}
              style={{
                position: 'absolute',
                left: `${ranger.getPercentageForValue(value)}%`,
                top: '50%',
                transform: 'translate(-50%, -50%)',
                width: 24,
                height: 24,
                borderRadius: '50%',
                border: '2px solid #1e293b',
                background: isActive ? '#1e293b' : '#fff',
                zIndex: isActive ? 1 : 0,
                cursor: 'grab',
              }}
            />
          ))}
      </div>
      <ul>
        {values.map((value, i) => (
          <li key={i}>
            {labels[i]} at {formatMinutes(value)}
          </li>
        ))}
      </ul>
    </section>
  )
}

export type Planet = {
  name: string
  kind: 'rocky' | 'gas giant' | 'ice giant'
  moons: number
  distanceAu: number
}

// Rounded values, for illustration only.
export const planets: Planet[] = [
  { name: 'Mercury', kind: 'rocky', moons: 0, distanceAu: 0.39 },
  { name: 'Venus', kind: 'rocky', moons: 0, distanceAu: 0.72 },
  { name: 'Earth', kind: 'rocky', moons: 1, distanceAu: 1 },
  { name: 'Mars', kind: 'rocky', moons: 2, distanceAu: 1.52 },
  { name: 'Jupiter', kind: 'gas giant', moons: 95, distanceAu: 5.2 },
  { name: 'Saturn', kind: 'gas giant', moons: 146, distanceAu: 9.58 },
  { name: 'Uranus', kind: 'ice giant', moons: 28, distanceAu: 19.2 },
  { name: 'Neptune', kind: 'ice giant', moons: 16, distanceAu: 30.05 },
]

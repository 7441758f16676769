import { Box } from '@mui/material';
import type { KeyboardEvent } from 'react';
import { MAP_HEIGHT, MAP_WIDTH } from './mapSize';
import { INSET_BOX, insetLabels } from './smallStateInsets';
import { buildRegionShapes } from './usMapGeometry';
import type { StateOption } from './usStates';

// Projected once, when this lazily loaded chunk is first evaluated.
const REGIONS = buildRegionShapes();
const INSETS = insetLabels(REGIONS);

interface UsMapProps {
  selectedCode: string | null;
  onSelect: (option: StateOption) => void;
}

const selectOnKey = (event: KeyboardEvent, select: () => void) => {
  if (event.key !== 'Enter' && event.key !== ' ') return;
  event.preventDefault();
  select();
};

/**
 * The interactive US map of the work-location step: each of the 51 regions is a button named after it;
 * the selected one is filled with the primary colour (and `aria-pressed`). The inset label boxes of the
 * small north-east states are decoration, without click action.
 */
export function UsMap({ selectedCode, onSelect }: UsMapProps) {
  const selected = REGIONS.find((region) => region.code === selectedCode);
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
      role="group"
      aria-label="US map"
      sx={{
        display: 'block',
        width: '100%',
        height: 'auto',
        '& .region': {
          fill: (theme) => theme.palette.grey[300],
          stroke: (theme) => theme.palette.common.white,
          strokeWidth: 0.75,
          cursor: 'pointer',
          outline: 'none',
          transition: 'fill 120ms',
        },
        '& .region:hover, & .region:focus-visible': { fill: (theme) => theme.palette.primary.light },
        '& .region.selected': { fill: (theme) => theme.palette.primary.main },
        '& .selected-outline': {
          fill: 'none',
          stroke: (theme) => theme.palette.primary.dark,
          strokeWidth: 1.5,
          pointerEvents: 'none',
        },
        '& .inset': { pointerEvents: 'none' },
        '& .inset line': { stroke: (theme) => theme.palette.grey[500], strokeWidth: 0.75 },
        '& .inset rect': {
          fill: (theme) => theme.palette.grey[100],
          stroke: (theme) => theme.palette.grey[400],
        },
        '& .inset rect.selected': { fill: (theme) => theme.palette.primary.main },
        '& .inset text': { fontSize: 12, fontWeight: 500, fill: (theme) => theme.palette.text.secondary },
        '& .inset text.selected': { fill: (theme) => theme.palette.primary.contrastText },
      }}
    >
      {REGIONS.map((region) => {
        const isSelected = region.code === selectedCode;
        const select = () => onSelect({ code: region.code, name: region.name });
        return (
          // biome-ignore lint/a11y/useSemanticElements: an SVG shape cannot be a <button>
          <path
            key={region.code}
            id={region.code}
            d={region.d}
            className={isSelected ? 'region selected' : 'region'}
            role="button"
            tabIndex={0}
            aria-label={region.name}
            aria-pressed={isSelected}
            onClick={select}
            onKeyDown={(event) => selectOnKey(event, select)}
          >
            <title>{region.name}</title>
          </path>
        );
      })}
      {selected && <path className="selected-outline" d={selected.d} aria-hidden />}
      <g className="inset" aria-hidden>
        {INSETS.map((inset) => {
          const className = inset.code === selectedCode ? 'selected' : undefined;
          return (
            <g key={inset.code}>
              <line x1={inset.from[0]} y1={inset.from[1]} x2={inset.to[0]} y2={inset.to[1]} />
              <rect
                className={className}
                x={inset.x}
                y={inset.y}
                width={INSET_BOX.width}
                height={INSET_BOX.height}
                rx={3}
              />
              <text
                className={className}
                x={inset.x + INSET_BOX.width / 2}
                y={inset.y + INSET_BOX.height / 2}
                textAnchor="middle"
                dominantBaseline="central"
              >
                {inset.code}
              </text>
            </g>
          );
        })}
      </g>
    </Box>
  );
}

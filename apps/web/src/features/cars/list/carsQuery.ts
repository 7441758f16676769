import { CARS_PAGE_SIZE, type CarSortField, cars } from '@fleetdesk/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../api/endpointQuery';

type CarSearchQuery = cars.CarSearchQuery;

/** Spec 2 §2: the cars list refreshes every 30 s. */
export const CARS_REFRESH_MS = 30_000;

/** What the cars page searches by; page counts from 1. */
export interface CarsView {
  search: string;
  state: CarSearchQuery['state'] | '';
  sortBy: CarSortField;
  sortType: 'asc' | 'desc';
  page: number;
}

export const INITIAL_CARS_VIEW: CarsView = { search: '', state: '', sortBy: 'id', sortType: 'desc', page: 1 };

/** The query of GET /cars for a view: empty filters are left out. */
export const carsQueryOf = (view: CarsView): CarSearchQuery => ({
  ...(view.search.trim() ? { search: view.search.trim() } : {}),
  ...(view.state ? { state: view.state } : {}),
  sort_by: view.sortBy,
  sort_by_type: view.sortType,
  page: view.page,
  per_page: CARS_PAGE_SIZE,
});

/** A click on a column header: the same column flips its direction, another starts ascending. */
export const sortedBy = (view: CarsView, field: CarSortField): CarsView => ({
  ...view,
  sortBy: field,
  sortType: view.sortBy === field && view.sortType === 'asc' ? 'desc' : 'asc',
  page: 1,
});

export function useCarsQuery(view: CarsView) {
  return useQuery({
    ...endpointQuery(cars.listCars, { query: carsQueryOf(view) }),
    refetchInterval: CARS_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}

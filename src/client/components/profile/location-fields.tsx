'use client';

import { useEffect, useState } from 'react';
import { useField, useFormResult } from '../forms/form-context';
import { SelectField, type SelectOption } from './select-field';

export interface CityOption extends SelectOption {
  readonly provinceId: string;
}

/**
 * Province, then city. Without JavaScript the city list holds every city grouped by province
 * (the server checks the pair); with it, the list follows the chosen province and a city from
 * another province is dropped when the province changes.
 */
export function LocationFields({
  provinces,
  cities,
  defaultProvince,
  defaultCity,
  labels,
}: {
  provinces: readonly SelectOption[];
  cities: readonly CityOption[];
  defaultProvince: string;
  defaultCity: string;
  labels: { province: string; city: string; choose: string };
}) {
  const { state } = useFormResult();
  const posted = state.status === 'invalid' || state.status === 'error';
  const province = useField('address_province');
  const city = useField('address_city');
  const startProvince = posted ? (province.value ?? '') : defaultProvince;
  const startCity = posted ? (city.value ?? '') : defaultCity;
  const [chosen, setChosen] = useState<string | null>(null);
  // The server's HTML (and a browser without JavaScript) lists every city; once hydrated, only the province's.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const current = chosen ?? startProvince;
  const narrowed = hydrated && current !== '';
  const groups = provinces
    .filter((p) => !narrowed || p.value === current)
    .map((p) => ({ label: p.label, options: cities.filter((c) => c.provinceId === p.value) }))
    .filter((g) => g.options.length > 0);
  const cityStart = !narrowed || cities.some((c) => c.value === startCity && c.provinceId === current) ? startCity : '';
  return (
    <>
      <SelectField
        name="address_province"
        label={labels.province}
        placeholder={labels.choose}
        options={provinces}
        defaultValue={startProvince}
        onChange={(event) => setChosen(event.currentTarget.value)}
      />
      <SelectField
        key={`${String(narrowed)}-${current}`}
        name="address_city"
        label={labels.city}
        placeholder={labels.choose}
        groups={groups}
        defaultValue={cityStart}
      />
    </>
  );
}

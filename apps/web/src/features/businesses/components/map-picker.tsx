import 'leaflet/dist/leaflet.css';
import {
  type CircleMarker,
  circleMarker,
  type LatLngTuple,
  map as leafletMap,
  type Map as TMap,
  tileLayer,
} from 'leaflet';
import { useEffect, useRef } from 'react';

/** OpenStreetMap's tiles (the page's CSP allows this host for images; decision 045). */
const TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const BANGLADESH: LatLngTuple = [23.685, 90.3563];

export interface TMapPoint {
  lat: number;
  lng: number;
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * A map to set the business's location with a tap or click (Leaflet, loaded only when the owner
 * opens it). Shows the current point, or all of Bangladesh when there is none. Without a network
 * the tiles stay blank but picking still works.
 */
export default function MapPicker({
  point,
  onPick,
  label,
}: {
  point: TMapPoint | undefined;
  onPick: (point: TMapPoint) => void;
  label: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<TMap>(undefined);
  const marker = useRef<CircleMarker>(undefined);
  const pick = useRef(onPick);
  pick.current = onPick;
  const start = useRef(point);

  useEffect(() => {
    if (!box.current) return;
    const first = start.current;
    const created = leafletMap(box.current, {
      center: first ? [first.lat, first.lng] : BANGLADESH,
      zoom: first ? 16 : 7,
    });
    tileLayer(TILE_URL, {
      maxZoom: 19,
      attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
    }).addTo(created);
    created.on('click', (event) =>
      pick.current({ lat: round6(event.latlng.lat), lng: round6(event.latlng.lng) }),
    );
    map.current = created;
    return () => {
      created.remove();
      map.current = undefined;
      marker.current = undefined;
    };
  }, []);

  const lat = point?.lat;
  const lng = point?.lng;
  useEffect(() => {
    const shown = map.current;
    if (!shown) return;
    if (lat === undefined || lng === undefined) {
      marker.current?.remove();
      marker.current = undefined;
      return;
    }
    const at: LatLngTuple = [lat, lng];
    if (marker.current) marker.current.setLatLng(at);
    else
      marker.current = circleMarker(at, {
        radius: 9,
        color: '#065f46',
        weight: 3,
        fillColor: '#10b981',
        fillOpacity: 0.9,
      }).addTo(shown);
    if (!shown.getBounds().contains(at)) shown.setView(at, Math.max(shown.getZoom(), 15));
  }, [lat, lng]);

  return (
    <section
      aria-label={label}
      className="isolate overflow-hidden rounded-lg border border-slate-300 dark:border-slate-700"
    >
      <div ref={box} className="h-72 w-full bg-slate-100 dark:bg-slate-800" data-testid="map-picker" />
    </section>
  );
}

import { useQuery } from '@tanstack/react-query';
import type { OrderStatus } from '@raceday/domain';
import { apiFetch } from '@/lib/api';

/** One person of the order as the organizer edits it, unmasked (contract: EditableRunner). */
export interface EditableRunner {
  runner_id: number;
  /** 1 for a runner or team captain; 2..n for team members. */
  team_position: number;
  register_type?: string;
  fname: string;
  lname: string;
  sex: string;
  /** 'YYYY-MM-DD' */
  dob: string;
  nationality: string;
  id_card: string;
  email: string;
  mobile_no: string;
  health_problem: string;
  blood_group: string;
  emergency_name: string;
  emergency_relation: string;
  emergency_mobile_no: string;
  runner_team: string;
  run_type_id: number;
  run_type_name: string;
  /** 0 when none. */
  run_model_id: number;
  run_model_name: string;
  t_shirt_id: number;
  t_shirt_name: string;
  additional1: number;
  additional2: number;
  additional3: number;
  additional4: number;
  custom_field1: string;
}

export interface DeliveryAddress {
  delivery_add_name: string;
  delivery_add_mobile_no: string;
  delivery_add_no: string;
  delivery_add_sub_district: string;
  delivery_add_district: string;
  delivery_add_province: string;
  delivery_add_postcode: string;
}

export interface OrderDetail extends DeliveryAddress {
  uuid: string;
  status: OrderStatus;
  payment_method: string;
  /** Baht. */
  paid_amount: number;
  amount: number;
  create_date?: string;
  delivery_type_name: string;
  delivery_type_is_require_address: 'Y' | 'N';
  runners: EditableRunner[];
}

export const orderDetailKey = (eventKey: string, uuid: string) => ['order-edit', eventKey, uuid] as const;

/** POST /v1/organizer/order-detail {event_key, uuid}. */
export function useOrderDetail(eventKey: string, uuid: string) {
  return useQuery({
    queryKey: orderDetailKey(eventKey, uuid),
    queryFn: async ({ signal }) =>
      (
        await apiFetch<{ status: string; body: OrderDetail }>('/v1/organizer/order-detail', {
          method: 'POST',
          signal,
          body: { event_key: eventKey, uuid },
        })
      ).body,
    retry: false,
    staleTime: 0,
  });
}

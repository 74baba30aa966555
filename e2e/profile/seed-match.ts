/**
 * A fresh pair for the profile journeys, made through the real API (not the UI, which other journeys
 * cover): a request of Diego and a property of Lucía that fits it exactly, in a district the seed does
 * not use (Chachapoyas), so nothing else matches them and reruns never collide with other journeys.
 */
import { randomBytes } from 'node:crypto';
import { propertyPayload, publishProperty, publishRequest, requestPayload, type DemoUser } from '../support';

export const FRESH_DISTRICT = 10101;

export interface MatchPair {
  requestId: number;
  requestTitle: string;
  propertyId: number;
  propertyTitle: string;
}

export async function seedMatchingPair(seeker: DemoUser, owner: DemoUser): Promise<MatchPair> {
  const tag = randomBytes(3).toString('hex');
  const requestTitle = `Busco depa en Chachapoyas ${tag}`;
  const propertyTitle = `Depa frente a la plaza ${tag}`;
  const request = await publishRequest(
    seeker,
    requestPayload(seeker.userCode, FRESH_DISTRICT, {
      title: requestTitle,
      referenceAddress: 'Cerca de la Plaza de Armas',
    }),
  );
  const property = await publishProperty(
    owner,
    propertyPayload(owner.userCode, FRESH_DISTRICT, {
      title: propertyTitle,
      numberBedrooms: 2,
      numberBathrooms: 1,
      numberParkinglot: 1,
    }),
  );
  return { requestId: request.houseRequestId, requestTitle, propertyId: property.propertyId, propertyTitle };
}

/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ position: NonNullable<unknown> }} Push_Alert_Away_Lost_BodyInputs */

const en_push_alert_away_lost_body = /** @type {(inputs: Push_Alert_Away_Lost_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No place this time. You are number ${i?.position} on the waiting list.`)
};

const de_push_alert_away_lost_body = /** @type {(inputs: Push_Alert_Away_Lost_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Diesmal kein Platz. Du stehst auf Platz ${i?.position} der Warteliste.`)
};

/**
* | output |
* | --- |
* | "No place this time. You are number {position} on the waiting list." |
*
* @param {Push_Alert_Away_Lost_BodyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const push_alert_away_lost_body = /** @type {((inputs: Push_Alert_Away_Lost_BodyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Push_Alert_Away_Lost_BodyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_push_alert_away_lost_body(inputs)
	return en_push_alert_away_lost_body(inputs)
});
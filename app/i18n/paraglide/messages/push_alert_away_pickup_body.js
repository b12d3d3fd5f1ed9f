/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ place: NonNullable<unknown>, when: NonNullable<unknown> }} Push_Alert_Away_Pickup_BodyInputs */

const en_push_alert_away_pickup_body = /** @type {(inputs: Push_Alert_Away_Pickup_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Now ${i?.place}, ${i?.when}.`)
};

const de_push_alert_away_pickup_body = /** @type {(inputs: Push_Alert_Away_Pickup_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jetzt ${i?.place}, ${i?.when}.`)
};

/**
* | output |
* | --- |
* | "Now {place}, {when}." |
*
* @param {Push_Alert_Away_Pickup_BodyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const push_alert_away_pickup_body = /** @type {((inputs: Push_Alert_Away_Pickup_BodyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Push_Alert_Away_Pickup_BodyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_push_alert_away_pickup_body(inputs)
	return en_push_alert_away_pickup_body(inputs)
});
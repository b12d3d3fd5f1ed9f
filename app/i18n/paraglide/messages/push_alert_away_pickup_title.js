/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ match: NonNullable<unknown> }} Push_Alert_Away_Pickup_TitleInputs */

const en_push_alert_away_pickup_title = /** @type {(inputs: Push_Alert_Away_Pickup_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pickup changed: ${i?.match}`)
};

const de_push_alert_away_pickup_title = /** @type {(inputs: Push_Alert_Away_Pickup_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bus-Zustieg geändert: ${i?.match}`)
};

/**
* | output |
* | --- |
* | "Pickup changed: {match}" |
*
* @param {Push_Alert_Away_Pickup_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const push_alert_away_pickup_title = /** @type {((inputs: Push_Alert_Away_Pickup_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Push_Alert_Away_Pickup_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_push_alert_away_pickup_title(inputs)
	return en_push_alert_away_pickup_title(inputs)
});
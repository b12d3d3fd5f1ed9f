/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Away_Status_Waiting_ReasonInputs */

const en_away_status_waiting_reason = /** @type {(inputs: Away_Status_Waiting_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Waiting: ${i?.reason}`)
};

const de_away_status_waiting_reason = /** @type {(inputs: Away_Status_Waiting_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wartet: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Waiting: {reason}" |
*
* @param {Away_Status_Waiting_ReasonInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_status_waiting_reason = /** @type {((inputs: Away_Status_Waiting_ReasonInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Status_Waiting_ReasonInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_status_waiting_reason(inputs)
	return en_away_status_waiting_reason(inputs)
});
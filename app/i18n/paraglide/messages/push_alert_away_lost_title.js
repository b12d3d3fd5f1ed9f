/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Push_Alert_Away_Lost_TitleInputs */

const en_push_alert_away_lost_title = /** @type {(inputs: Push_Alert_Away_Lost_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ballot result: ${i?.title}`)
};

const de_push_alert_away_lost_title = /** @type {(inputs: Push_Alert_Away_Lost_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ergebnis der Verlosung: ${i?.title}`)
};

/**
* | output |
* | --- |
* | "Ballot result: {title}" |
*
* @param {Push_Alert_Away_Lost_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const push_alert_away_lost_title = /** @type {((inputs: Push_Alert_Away_Lost_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Push_Alert_Away_Lost_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_push_alert_away_lost_title(inputs)
	return en_push_alert_away_lost_title(inputs)
});
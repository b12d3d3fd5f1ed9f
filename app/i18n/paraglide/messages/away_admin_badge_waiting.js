/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Admin_Badge_WaitingInputs */

const en_away_admin_badge_waiting = /** @type {(inputs: Away_Admin_Badge_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting`)
};

const de_away_admin_badge_waiting = /** @type {(inputs: Away_Admin_Badge_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wartet`)
};

/**
* | output |
* | --- |
* | "Waiting" |
*
* @param {Away_Admin_Badge_WaitingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_admin_badge_waiting = /** @type {((inputs?: Away_Admin_Badge_WaitingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Admin_Badge_WaitingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_admin_badge_waiting(inputs)
	return en_away_admin_badge_waiting(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Col_StateInputs */

const en_meetings_admin_col_state = /** @type {(inputs: Meetings_Admin_Col_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where it stands`)
};

const de_meetings_admin_col_state = /** @type {(inputs: Meetings_Admin_Col_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stand`)
};

/**
* | output |
* | --- |
* | "Where it stands" |
*
* @param {Meetings_Admin_Col_StateInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_col_state = /** @type {((inputs?: Meetings_Admin_Col_StateInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Col_StateInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_col_state(inputs)
	return en_meetings_admin_col_state(inputs)
});
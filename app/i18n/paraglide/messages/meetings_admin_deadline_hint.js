/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Deadline_HintInputs */

const en_meetings_admin_deadline_hint = /** @type {(inputs: Meetings_Admin_Deadline_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional; without it, motions are taken until voting opens.`)
};

const de_meetings_admin_deadline_hint = /** @type {(inputs: Meetings_Admin_Deadline_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional; ohne sie werden Anträge bis zum Beginn der Abstimmung angenommen.`)
};

/**
* | output |
* | --- |
* | "Optional; without it, motions are taken until voting opens." |
*
* @param {Meetings_Admin_Deadline_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_deadline_hint = /** @type {((inputs?: Meetings_Admin_Deadline_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Deadline_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_deadline_hint(inputs)
	return en_meetings_admin_deadline_hint(inputs)
});
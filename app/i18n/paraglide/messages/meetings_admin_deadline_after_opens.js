/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Deadline_After_OpensInputs */

const en_meetings_admin_deadline_after_opens = /** @type {(inputs: Meetings_Admin_Deadline_After_OpensInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The motions deadline must be before voting opens`)
};

const de_meetings_admin_deadline_after_opens = /** @type {(inputs: Meetings_Admin_Deadline_After_OpensInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Antragsfrist muss vor dem Beginn der Abstimmung liegen`)
};

/**
* | output |
* | --- |
* | "The motions deadline must be before voting opens" |
*
* @param {Meetings_Admin_Deadline_After_OpensInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_deadline_after_opens = /** @type {((inputs?: Meetings_Admin_Deadline_After_OpensInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Deadline_After_OpensInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_deadline_after_opens(inputs)
	return en_meetings_admin_deadline_after_opens(inputs)
});
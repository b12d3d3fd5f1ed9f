/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Meetings_Nomination_Is_AcceptedInputs */

const en_meetings_nomination_is_accepted = /** @type {(inputs: Meetings_Nomination_Is_AcceptedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You have accepted your nomination for ${i?.title}.`)
};

const de_meetings_nomination_is_accepted = /** @type {(inputs: Meetings_Nomination_Is_AcceptedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Du hast deine Nominierung angenommen: ${i?.title}.`)
};

/**
* | output |
* | --- |
* | "You have accepted your nomination for {title}." |
*
* @param {Meetings_Nomination_Is_AcceptedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_nomination_is_accepted = /** @type {((inputs: Meetings_Nomination_Is_AcceptedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Nomination_Is_AcceptedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_nomination_is_accepted(inputs)
	return en_meetings_nomination_is_accepted(inputs)
});
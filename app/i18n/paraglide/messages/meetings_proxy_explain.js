/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Proxy_ExplainInputs */

const en_meetings_proxy_explain = /** @type {(inputs: Meetings_Proxy_ExplainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appoint another member who may vote at this meeting, or the chair, as your proxy until voting opens. They then cast your vote as well as their own.`)
};

const de_meetings_proxy_explain = /** @type {(inputs: Meetings_Proxy_ExplainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestimme bis zum Beginn der Abstimmung ein anderes stimmberechtigtes Mitglied oder die Versammlungsleitung als deine Vertretung. Sie gibt dann deine Stimme ab und ihre eigene.`)
};

/**
* | output |
* | --- |
* | "Appoint another member who may vote at this meeting, or the chair, as your proxy until voting opens. They then cast your vote as well as their own." |
*
* @param {Meetings_Proxy_ExplainInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_proxy_explain = /** @type {((inputs?: Meetings_Proxy_ExplainInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Proxy_ExplainInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_proxy_explain(inputs)
	return en_meetings_proxy_explain(inputs)
});
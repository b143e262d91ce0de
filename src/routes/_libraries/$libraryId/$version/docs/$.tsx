import { createFileRoute } from '@tanstack/react-router'
import { docPageRouteOptions } from '~/features/docs/doc-page-route'

export const Route = createFileRoute('/_libraries/$libraryId/$version/docs/$')(docPageRouteOptions())
